"""The two-phase model on the project's C examples (``examples/c``).

* Lowering (digest §5, Theorem 4.3, issue 6 acceptance): every sequential example, at -O0
  and -O1, has the same outcome set under ``twophase-inf`` and ``twophase-fin`` (exhaustive
  exploration, executable mode), and it is the native run recorded in
  ``examples/c/native``: same output, same exit status.
* Concurrency for free: the model is one shared memory, so threaded programs get SC's
  interleavings — the same outcome sets as ``sc``.
"""

from __future__ import annotations

import pytest
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from helpers import EXAMPLES
from test_llvm_differential import SEQUENTIAL, recorded

C_DIR = EXAMPLES / "c"
MODELS = ("twophase-inf", "twophase-fin")


@pytest.fixture(scope="module")
def registry() -> Registry:
    return Registry.discover()


def outcomes(path: str, model: str, registry: Registry) -> set[str]:
    spec = PipelineSpec(program=path, memory=model, scheduler="exhaustive",
                        scheduler_options={"max-states": 300_000})
    return {o.show() for o in build(spec, registry).run().outcomes}


@pytest.mark.parametrize("level", ("O0", "O1"))
@pytest.mark.parametrize("name", SEQUENTIAL)
def test_lowering_inf_to_fin_on_the_examples(name: str, level: str, registry: Registry) -> None:
    stdout, status = recorded(name)
    path = str(C_DIR / level / f"{name}.ll")
    inf = outcomes(path, "twophase-inf", registry)
    fin = outcomes(path, "twophase-fin", registry)
    assert inf == fin
    spec = PipelineSpec(program=path, memory="twophase-fin", scheduler="exhaustive")
    (outcome,) = build(spec, registry).run().outcomes
    assert outcome.kind == "done", outcome.show()
    assert dict(outcome.observed)["output"] == stdout
    assert isinstance(outcome.ret, int) and outcome.ret & 0xFF == status


@pytest.mark.parametrize("name", ("sb", "mp", "racy_counter", "mp_join"))
def test_threads_get_sc_interleavings(name: str, registry: Registry) -> None:
    path = str(C_DIR / "O1" / f"{name}.ll")
    expected = outcomes(path, "sc", registry)
    for model in MODELS:
        assert outcomes(path, model, registry) == expected, model
