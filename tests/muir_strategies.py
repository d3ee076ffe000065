"""Hypothesis strategies for random concurrent μIR-thread programs.

``program`` (tests/test_refinement.py) gives each thread its own function.  ``program_with_calls``
makes threads share code: helper functions ``@f1``, ``@f2`` run by several threads with
different arguments (as a thread's body and as its ``spawn`` init function, which calls the
helper before the body), branch on their argument, keep results in cells indexed by it, and
``main`` may return before it joins (or without joining at all) while the others run.
"""

from __future__ import annotations

from hypothesis import strategies as st

ORDERS = ("not_atomic", "monotonic", "acquire", "release", "acq_rel", "seq_cst")
LOCS = ("x", "y")
MAX_THREADS = 2  # threads spawned by main, with arguments 0 .. MAX_THREADS - 1
# (main itself uses MAX_THREADS)


@st.composite
def instruction(draw: st.DrawFn, reg: str) -> str:
    loc = draw(st.sampled_from(LOCS))
    kind = draw(st.sampled_from(("load", "store", "rmw", "cmpxchg", "fence")))
    if kind == "load":
        return f"%{reg} = load {draw(st.sampled_from(ORDERS))} @{loc}"
    if kind == "store":
        return f"store {draw(st.sampled_from(ORDERS))} {draw(st.integers(1, 2))}, @{loc}"
    atomic = st.sampled_from(ORDERS[1:])
    if kind == "rmw":
        op = draw(st.sampled_from(("atomic_add", "atomic_exchange")))
        return f"%{reg} = rmw {draw(atomic)} {op} @{loc}, {draw(st.integers(1, 2))}"
    if kind == "cmpxchg":
        return (f"%{reg} = cmpxchg {draw(atomic)} @{loc}, {draw(st.integers(0, 2))}, "
                f"{draw(st.integers(1, 2))}")
    return f"fence {draw(st.sampled_from(ORDERS[2:]))}"


def _defined(code: list[str]) -> list[str]:
    """The registers an instruction list defines."""
    return [c.split()[0][1:] for c in code if c.startswith("%")]


@st.composite
def _accesses(draw: st.DrawFn, prefix: str, most: int) -> list[str]:
    """0..most accesses; a store may write the argument plus one instead of a constant."""
    code = []
    for i in range(draw(st.integers(0, most))):
        instr = draw(instruction(f"{prefix}{i}"))
        if instr.startswith("store") and draw(st.booleans()):
            order = instr.split()[1]
            code += [f"%{prefix}{i}v = add %arg, 1", f"store {order} %{prefix}{i}v, "
                     + instr.split(", ")[1]]
        else:
            code.append(instr)
    return code


def _save(regs: list[str]) -> list[str]:
    """Store each register into its cell for this call's argument: cell ``@REG_0`` plus the
    argument (the globals are laid out one cell each, in order)."""
    code = []
    for r in regs:
        code += [f"%{r}p = add @{r}_0, %arg", f"store monotonic %{r}, %{r}p"]
    return code


@st.composite
def helper(draw: st.DrawFn, name: str, cells: list[str]) -> list[str]:
    """``define @NAME(%arg)``: accesses, optionally a branch on the argument with different
    accesses on each side, the registers saved in cells indexed by the argument, ``ret %arg``."""
    head = draw(_accesses(f"{name}a", 1))
    body = ["entry:", *head]
    if draw(st.booleans()):
        then, other = draw(_accesses(f"{name}b", 1)), draw(_accesses(f"{name}c", 1))
        body += [f"%{name}k = eq %arg, {draw(st.integers(0, 1))}",
                 f"br %{name}k, %{name}then, %{name}else",
                 f"{name}then:", *then, *_save(_defined(then)), f"jmp %{name}end",
                 f"{name}else:", *other, *_save(_defined(other)), f"jmp %{name}end",
                 f"{name}end:"]
        cells += _defined(then) + _defined(other)
    body += [*_save(_defined(head)), "ret %arg"]
    cells += _defined(head)
    return [f"define @{name}(%arg) {{", *[ln if ln.endswith(":") else f"  {ln}" for ln in body],
            "}"]


@st.composite
def program_with_calls(draw: st.DrawFn) -> str:
    """1–2 helpers, 2 threads running them (with arguments 0 and 1), some through a
    ``spawn`` with a helper as init, the first one perhaps through ``thrd_create``; main does a few accesses
    of its own (argument 2) and joins all, some or none of its ``thrd_create`` threads
    before it returns."""
    cells: list[str] = []
    helpers = [f"f{j}" for j in range(1, draw(st.integers(1, 2)) + 1)]
    code = [ln for h in helpers for ln in draw(helper(h, cells))]
    main: list[str] = []
    handles = []
    for i in range(draw(st.integers(2, MAX_THREADS))):
        body = draw(st.sampled_from(helpers))
        # thrd_create's handshake is eight accesses: one such thread at most
        how = draw(st.sampled_from(("spawn", "init", "thrd_create")[:3 if i == 0 else 2]))
        if how == "thrd_create":
            main.append(f"%h{i} = thrd_create @{body}, {i}")
            handles.append(f"%h{i}")
        else:
            init = f"@{draw(st.sampled_from(helpers))}" if how == "init" else "none"
            main.append(f"spawn @{body}, {init}, none, {i}")
    own = draw(_accesses("m", 1))
    cells += _defined(own)
    main += [f"%arg = {MAX_THREADS}", *own, *_save(_defined(own))]
    main += [f"thrd_join {h}" for h in handles[:draw(st.integers(0, len(handles)))]]
    lines = [f"@{g} = global 0" for g in LOCS]
    lines += [f"@{c}_{a} = global 0" for c in cells for a in range(MAX_THREADS + 1)]
    lines += [*code, "define @main() {", "entry:", *[f"  {c}" for c in main], "  ret 0", "}"]
    return "\n".join(lines) + "\n"


def globals_of(source: str) -> tuple[str, ...]:
    """Every global of a generated program."""
    return tuple(line.split()[0][1:] for line in source.splitlines() if line.startswith("@"))
