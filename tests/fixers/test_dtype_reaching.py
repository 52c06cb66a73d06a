"""DtypeProof.reaching: which binding of a name a read sees, so that dtype ties follow it."""
import libcst as cst

from hybridlint.engine.walk import children, iter_descendants
from hybridlint.fixers._dtypes import DtypeProof


def _proof(body: str):
    module = cst.parse_module("def f(F, x):\n" + "".join(f"    {line}\n" for line in body.splitlines()))
    func = module.body[0]
    parents = {}
    for node in (func, *iter_descendants(func)):
        for child in children(node):
            parents[id(child)] = node
    last = func.body.body[-1].body[0]        # `return ...`
    return DtypeProof(parents, func, "F"), last.value


def test_a_plain_assignment_writes_over_an_unpacking_above_it():
    proof, read = _proof("q, k = F.split(x, num_outputs=2, axis=-1)\nq = F.relu(q)\nreturn q")
    ident = proof.reaching("q", read)
    assert ident is not None and proof.binding(ident).value.func.attr.value == "relu"
    rel, _ = proof.relatives(read)
    assert ident in rel


def test_a_plain_assignment_written_over_by_an_unpacking_proves_nothing():
    proof, read = _proof("q = F.relu(x)\nq, k = F.split(x, num_outputs=2, axis=-1)\nreturn q")
    assert proof.reaching("q", read) is None


def test_a_binding_in_a_loop_after_the_plain_assignment_proves_nothing():
    proof, read = _proof("q = F.relu(x)\nfor i in range(3):\n    q = q + i\nreturn q")
    assert proof.reaching("q", read) is None


def test_a_loop_binding_above_the_plain_assignment_is_written_over():
    proof, read = _proof("for q in range(3):\n    pass\nq = F.relu(x)\nreturn q")
    ident = proof.reaching("q", read)
    assert ident is not None and proof.binding(ident) is not None
