"""Execution graphs of one execution (``--graph FILE.dot`` / ``FILE.svg``).

Nodes are the shared memory accesses, fences, thread creations and joins of an
:class:`~ctreelab.explain.Execution`, one cluster per thread, plus one ``init`` node per
location whose initial content some access meets.  Edges: ``po`` (program order, between
consecutive nodes of a thread), ``rf`` (reads-from), ``co`` (coherence, between consecutive
writes of a location), ``fr`` (from-reads: a read to the writes coherence-after the one it
read), ``create``, ``join`` and ``race`` (between the two accesses of the data race that
stopped the execution, which did not run).  The violating step is drawn in red.  Litmus tests are drawn
as herd does: events named ``a``, ``b``, … with ``W[x]=1``-style labels, threads ``P0``, ….

The graph is plain DOT; ``.svg`` is rendered by Graphviz's ``dot`` when it is installed.
"""

from __future__ import annotations

import shutil
import string
import subprocess
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path
from typing import Any

from .errors import CtreelabError
from .explain import INIT, Action, Execution
from .pipeline import Pipeline
from .values import show

NODE_KINDS = ("R", "W", "U", "F", "create", "join", "race", "blocked")
STYLE = {  # herd's colours
    "po": 'color="black"',
    "rf": 'color="red", fontcolor="red", constraint=false',
    "co": 'color="blue", fontcolor="blue", constraint=false',
    "fr": 'color="orange", fontcolor="orange", constraint=false, style="dashed"',
    "create": 'color="darkgreen", fontcolor="darkgreen", style="dashed"',
    "join": 'color="darkgreen", fontcolor="darkgreen", style="dashed"',
    "race": 'color="red", fontcolor="red", dir="both", penwidth=2, constraint=false',
}


@dataclass
class Graph:
    """Nodes (id -> label), their threads, and labelled edges ``(kind, source, target)``."""

    nodes: dict[str, str] = field(default_factory=dict)
    threads: dict[int, list[str]] = field(default_factory=dict)
    names: dict[int, str] = field(default_factory=dict)  # thread -> cluster label
    edges: list[tuple[str, str, str]] = field(default_factory=list)
    bad: set[str] = field(default_factory=set)
    inits: list[str] = field(default_factory=list)


def execution_graph(ex: Execution, herd: bool = False) -> Graph:
    """The graph of ``ex`` (``herd``: litmus-style labels)."""
    g = Graph()
    node_of: dict[int, str] = {}
    mine: dict[int, list[Action]] = {}
    for a in ex.actions:
        if a.kind == "create" and a.child is not None:
            g.names.setdefault(a.child, _function(a.text))
        if a.kind not in NODE_KINDS or a.thread is None or (a.kind in ("R", "W", "U")
                                                           and a.addr is None) \
                or (herd and a.kind in ("create", "join")):
            continue
        mine.setdefault(a.thread, []).append(a)
    letters = _letters()  # herd names events thread by thread, in program order
    for tid in sorted(mine):
        for a in mine[tid]:
            node = f"e{a.index + 1}"
            node_of[a.index] = node
            g.nodes[node] = _label(a, next(letters) if herd else "", herd)
            g.threads.setdefault(tid, []).append(node)
            if a.violation:
                g.bad.add(node)
    for nodes in g.threads.values():
        g.edges += [("po", x, y) for x, y in pairwise(nodes)]
    racing = [node_of[a.index] for a in ex.actions if a.kind == "race" and a.index in node_of]
    g.edges += [("race", x, y) for x, y in pairwise(racing)]
    first = {t: nodes[0] for t, nodes in g.threads.items()}
    last = {t: nodes[-1] for t, nodes in g.threads.items()}
    for a in ex.actions:
        if a.index in node_of and a.child is not None:
            if a.kind == "create" and a.child in first:
                g.edges.append(("create", node_of[a.index], first[a.child]))
            elif a.kind == "join" and a.child in last:
                g.edges.append(("join", last[a.child], node_of[a.index]))
    # coherence: the initial content, then the writes of each location, in order
    position: dict[tuple[int, Any], int] = {}  # (location, write) -> position in co
    for addr, order in ex.co.items():
        writes = [w for w in order if w == INIT or w in node_of]
        ids = [_node(w, addr, node_of) for w in writes]
        if writes and writes[0] == INIT:
            name = ex.names.get(addr, hex(addr))
            value = show(ex.initial[addr]) if addr in ex.initial else "undef"
            g.nodes[ids[0]] = f"init: W[{name}]={value}" if herd else f"init {name} = {value}"
            g.inits.append(ids[0])
        g.edges += [("co", x, y) for x, y in pairwise(ids)]
        position.update(((addr, w), i) for i, w in enumerate(writes))
    for a in ex.actions:
        if not a.reads or a.index not in node_of or a.rf is None or a.addr is None:
            continue
        source = _node(a.rf, a.addr, node_of)
        if source in g.nodes:
            g.edges.append(("rf", source, node_of[a.index]))
        at = position.get((a.addr, a.rf))
        if at is not None:  # from-reads: to every write coherence-after the one read
            later = [w for w in ex.co[a.addr] if w == INIT or w in node_of][at + 1:]
            g.edges += [("fr", node_of[a.index], _node(w, a.addr, node_of))
                        for w in later if w != a.index]
    return g


def _node(w: int | str, addr: int, node_of: dict[int, str]) -> str:
    return f"init_{addr}" if w == INIT else node_of.get(w, "") if isinstance(w, int) else ""


def _letters() -> Any:
    n = 0
    while True:
        q, r = divmod(n, 26)
        yield string.ascii_lowercase[r] + (str(q) if q else "")
        n += 1


def _function(text: str) -> str:
    """``create T2 (t0)`` -> ``t0``."""
    return text[text.find("(") + 1:-1] if text.endswith(")") else ""


def _label(a: Action, letter: str, herd: bool) -> str:
    if herd and a.kind in ("R", "W", "U"):
        value = show(a.read if a.kind == "R" else a.written)
        body = (f"R{_mark(a.ordering)}[{a.location}]={value}" if a.kind == "R" else
                f"W{_mark(a.ordering)}[{a.location}]={value}" if a.kind == "W" else
                f"RMW{_mark(a.ordering)}[{a.location}]={show(a.read)}→{value}")
        return f"{letter}: {body}"
    if herd and a.kind == "F":
        return f"{letter}: F{_mark(a.ordering)}"
    text = f"#{a.index + 1} {a.text}"
    if a.ordering and a.kind in ("R", "W", "U", "F") and a.ordering != "not_atomic":
        text += f" ({a.ordering})"
    return text + (f"\\n{a.where}" if a.where else "")


def _mark(ordering: str) -> str:
    return {"": "", "not_atomic": "", "monotonic": "", "unordered": "", "acquire": "acq",
            "release": "rel", "acq_rel": "acqrel", "seq_cst": "sc"}.get(ordering, ordering)


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\\\\n", "\\n") + '"'


def to_dot(ex: Execution, pipeline: Pipeline, outcome: Any = None) -> str:
    """The DOT text of the execution graph of ``ex`` (a run of ``pipeline``)."""
    herd = pipeline.language.name == "litmus"
    g = execution_graph(ex, herd)
    title = outcome.show() if outcome is not None else ""
    lines = ["digraph execution {",
             f"  label={_quote(f'{pipeline.spec.program} · {_model(pipeline)} · {title}')};",
             '  labelloc="t"; fontname="Helvetica"; newrank=true;',
             '  node [shape=box, style="rounded", fontname="Helvetica", fontsize=10];',
             '  edge [fontname="Helvetica", fontsize=9];']
    if g.inits:
        lines.append("  { rank=source; " + " ".join(g.inits) + " }")
        for init in g.inits:
            lines.append(f"  {init} [label={_quote(g.nodes[init])}, shape=plaintext];")
    for tid, nodes in sorted(g.threads.items()):
        name = (f"P{tid - 2}" if herd and tid > 1 else f"thread {tid}" +
                (f" ({g.names[tid]})" if g.names.get(tid) else ""))
        lines.append(f"  subgraph cluster_t{tid} {{")
        lines.append(f"    label={_quote(name)}; style=\"rounded\"; color=\"gray\";")
        for n in nodes:
            extra = ', color="red", fontcolor="red", penwidth=2' if n in g.bad else ""
            lines.append(f"    {n} [label={_quote(g.nodes[n])}{extra}];")
        lines.append("  }")
    for kind, x, y in g.edges:
        lines.append(f'  {x} -> {y} [label="{kind}", {STYLE[kind]}];')
    lines.append("}")
    return "\n".join(lines) + "\n"


def _model(pipeline: Pipeline) -> str:
    return next((s.label() for s in pipeline.stages if s.name == "memory"), "")


def write(dot: str, path: str) -> None:
    """Write ``dot`` to ``path``: DOT text for ``.dot`` (or ``.gv``), an image through
    Graphviz's ``dot`` for ``.svg``, ``.png`` and ``.pdf``."""
    suffix = Path(path).suffix.lower()
    if suffix in (".dot", ".gv"):
        _write_text(path, dot)
        return
    if suffix not in (".svg", ".png", ".pdf"):
        raise CtreelabError(f"--graph {path}: expected a .dot, .gv, .svg, .png or .pdf file")
    exe = shutil.which("dot")
    if exe is None:
        raise CtreelabError(f"--graph {path}: rendering {suffix} needs Graphviz's dot, which "
                            "is not on PATH (Debian/Ubuntu: apt-get install graphviz); "
                            "write a .dot file instead")
    done = subprocess.run([exe, f"-T{suffix[1:]}", "-o", path], input=dot.encode(),
                          capture_output=True, timeout=120, check=False)
    if done.returncode != 0:
        message = done.stderr.decode(errors="replace").strip().splitlines()
        raise CtreelabError(f"--graph {path}: dot failed: {message[0] if message else done.returncode}")


def _write_text(path: str, text: str) -> None:
    try:
        Path(path).write_text(text)
    except OSError as exc:
        raise CtreelabError(f"cannot write {path}: {exc.strerror}") from None
