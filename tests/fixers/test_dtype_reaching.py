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
    proof, read = _proof("q = F.relu(x)\nfor i in range(3):\n    q = F.arange(i)\nreturn q")
    assert proof.reaching("q", read) is None


def test_a_loop_ended_before_the_read_whose_update_is_tied_to_its_own_value_keeps_the_dtype():
    proof, read = _proof("q = F.relu(x)\nfor i in range(3):\n    q = q + i\nreturn q")
    ident = proof.reaching("q", read)
    assert ident is not None and proof.binding(ident).value.func.attr.value == "relu"


def test_a_loop_ended_before_the_read_whose_update_casts_proves_nothing():
    proof, read = _proof("q = F.relu(x)\nfor i in range(3):\n    q = F.cast(q, dtype='float16')\nreturn q")
    assert proof.reaching("q", read) is None


def test_a_loop_binding_above_the_plain_assignment_is_written_over():
    proof, read = _proof("for q in range(3):\n    pass\nq = F.relu(x)\nreturn q")
    ident = proof.reaching("q", read)
    assert ident is not None and proof.binding(ident) is not None


def _read_in_loop(body: str):
    """The proof and the read `xi` of the loop's first statement's value."""
    proof, _ = _proof(body)
    loop = proof.func.body.body[1]
    return proof, loop.body.body[0].body[0].value.args[0].value


def test_a_loop_update_tied_to_its_own_value_keeps_the_dtype_before_the_loop():
    proof, read = _read_in_loop("xi = F.relu(x)\nfor i in range(3):\n    a = F.softmax(xi)\n"
                                "    xi = xi + 0.5 * (F.dot(a, x) - xi)\nreturn xi")
    ident = proof.reaching("xi", read)
    assert ident is not None and proof.binding(ident).value.func.attr.value == "relu"


def test_a_loop_update_that_casts_proves_nothing():
    proof, read = _read_in_loop("xi = F.relu(x)\nfor i in range(3):\n    a = F.softmax(xi)\n"
                                "    xi = F.cast(xi, dtype='float16')\nreturn xi")
    assert proof.reaching("xi", read) is None


def test_two_loop_updates_each_tied_to_the_other_keep_the_dtype():
    proof, read = _read_in_loop("xi = F.relu(x)\nfor i in range(3):\n    a = F.softmax(xi)\n"
                                "    xi = xi * 2\n    xi = F.tanh(xi) - a\nreturn xi")
    assert proof.reaching("xi", read) is not None
