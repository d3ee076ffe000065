"""What a memory model receives and what it must answer: the plugin-author contract.

The memory stage hands a model every event of :data:`ctreelab.memory.MEMORY_EVENTS` (plus
the events of its own ``consumes`` beyond them, e.g. the two-phase model's), each issued by
a thread.  :data:`ANSWERS` says, for each event class, which method receives it and which
answer the tree that method returns must compute (besides the new state).  The memory
stage checks the answers of models whose ``check_answers`` is true (the default for a
model outside ctreelab), so that a model that answers ``Alloc`` with ``None`` fails with
one line naming the event and the expected answer instead of a ``TypeError`` deep in a
front-end.  The plugin guide's event table is generated from this module.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from .events import (
    TWO_PHASE_EVENTS,
    Alloc,
    CmpXchg,
    Fence,
    Read,
    ReadWrite,
    ThreadCreated,
    ThreadJoined,
    Write,
)
from .values import is_undef


class ContractError(Exception):
    """A memory model broke the contract (a plugin bug, reported as the model's failure:
    ``blame`` is the model's class, see :func:`ctreelab.boundary.component_error`)."""

    def __init__(self, model: Any, message: str) -> None:
        super().__init__(message)
        self.blame = type(model)


def _value(answer: Any) -> bool:
    return answer is not None


def _address(answer: Any) -> bool:
    return answer is not None and type(answer) is not bool and not is_undef(answer)


def _exchange(answer: Any) -> bool:
    return (type(answer) is tuple and len(answer) == 2 and answer[0] is not None
            and type(answer[1]) is bool)


def _anything(answer: Any) -> bool:
    return True


@dataclasses.dataclass(frozen=True)
class Answer:
    """The answer an event needs: which model method receives it, the answer in words and
    a check of it."""

    method: str
    text: str
    check: Callable[[Any], bool] = _anything


ANSWERS: dict[type, Answer] = {
    Read: Answer("handle", "the value read: an int, a float, `UNDEF`, a pointer value — "
                           "never `None`", _value),
    Write: Answer("handle", "`None` (ignored)"),
    ReadWrite: Answer("handle", "the **old** value (never `None`); the new one is "
                                "`event.op.apply(old)`", _value),
    CmpXchg: Answer("handle", "`(old, success)`: the old value and a `bool`; writes `new` "
                              "only when `old == expected`", _exchange),
    Fence: Answer("handle", "`None` (ignored)"),
    Alloc: Answer("handle", "the base address of the `size` fresh cells (an `int`, or a pointer "
                            "value of a provenance-aware model)", _address),
    ThreadCreated: Answer("created", "`None`; the default `created` changes nothing (right "
                                     "when writes are visible to every thread at once)"),
    ThreadJoined: Answer("joined", "`None`; the default `joined` changes nothing"),
}


def answer_of(event_class: type) -> Answer | None:
    """The contract of ``event_class``; the two-phase events (which only models that list
    them in ``consumes`` receive) answer what their docstrings say."""
    found = ANSWERS.get(event_class)
    if found is None and event_class in TWO_PHASE_EVENTS:
        doc = " ".join((event_class.__doc__ or "").split())
        text = doc.partition("Answer:")[2].strip() or "see the event's documentation"
        return Answer("handle", text)
    return found


def fields_of(event_class: type) -> list[tuple[str, str]]:
    """The fields of an event class with their declared types, in order."""
    return [(f.name, str(f.type)) for f in dataclasses.fields(event_class)]


def summary_of(event_class: type) -> str:
    """The first sentence of the event's docstring, without its ``Answer:`` part."""
    doc = " ".join((event_class.__doc__ or "").split())
    return doc.partition("Answer:")[0].strip()


def checked(model: Any, event: Any, pair: Any) -> Any:
    """``pair`` (the ``(answer, new_state)`` of a handled event) if it keeps the contract,
    else a :class:`ContractError` that says what was expected."""
    what = type(event).__name__
    if type(pair) is not tuple or len(pair) != 2:
        raise ContractError(model,
            f"handle() of {event!r} returned a tree whose value is "
            f"{pair!r}, not a pair (answer, new_state): end it with step(answer, state)")
    contract = ANSWERS.get(type(event))
    if contract is not None and not contract.check(pair[0]):
        raise ContractError(model,
            f"answered {event!r} with {pair[0]!r}, but the answer "
            f"to {what} must be {_plain(contract.text)} (see the plugin guide's event table)")
    return pair


def hashable(model: Any, state: Any) -> None:
    """Raise a :class:`ContractError` unless the initial ``state`` is hashable."""
    try:
        hash(state)
    except TypeError as exc:
        raise ContractError(model, f"initial_state() returned {state!r}, which is not hashable "
                                   f"(TypeError: {exc}); states must be hashable and "
                                   f"immutable") from None


def not_a_tree(model: Any, method: str, event: Any, got: Any) -> ContractError:
    return ContractError(model,
        f"{method}() returned {got!r} for {event!r}, not a tree; "
        f"return step(answer, new_state) (ctreelab.memory.step) or a tree computing that pair")


def _plain(text: str) -> str:
    return text.replace("`", "").replace("**", "")
