"""HYB024's companion fixes across fix rounds: a class that fails in the file's original lint gets its
plain tensor-tensor operators rewritten to the broadcast ops, also in the rounds after its errors
are fixed (when the class holds no error any more); a class without errors, numpy-mode code, a
python-number operand and a class left with an unfixed error get nothing."""
from __future__ import annotations

HEAD = "import numpy as np\nfrom mxnet import gluon, nd\nfrom mxnet.util import use_np\n\n\n"

# the `.shape` read is fixed in round 1; the division it sits in is rewritten with it, so the
# product inside that division can only be rewritten in round 2, when Masked has no error left
MASKED = (
    "class Masked(gluon.HybridBlock):\n"
    "    def hybrid_forward(self, F, img, mask):\n"
    "        n = img.shape[0]\n"
    "        m = F.sigmoid(mask)\n"
    "        return F.relu(img) * m / n\n"
)
CLEAN = (
    "class Clean(gluon.HybridBlock):\n"
    "    def hybrid_forward(self, F, img, mask):\n"
    "        return F.relu(img) * F.sigmoid(mask)\n"
)
NUMPY = (
    "@use_np\n"
    "class Numpy(gluon.HybridBlock):\n"
    "    def hybrid_forward(self, F, img, mask):\n"
    "        n = img.shape[0]\n"
    "        return F.np.exp(img) * F.np.exp(mask) + n\n"
)
NUMBER = (
    "class Number(gluon.HybridBlock):\n"
    "    def hybrid_forward(self, F, img):\n"
    "        scale = 2.0\n"
    "        out = F.relu(img) * scale\n"
    "        out += 1\n"
    "        return out\n"
)
# an error no fixer rewrites (a python `if` on a tensor's value): the block stays broken
STUCK = (
    "class Stuck(gluon.HybridBlock):\n"
    "    def hybrid_forward(self, F, img, mask):\n"
    "        m = F.sigmoid(mask)\n"
    "        if F.sum(img).asscalar() > 0:\n"
    "            print('positive')\n"
    "        return F.relu(img) * m\n"
)


# the `.shape` reads inside `nd.array(...)` have no fix of their own: the HYB007 fix replaces the
# whole call, so the block has no error left and its product is rewritten (a sparsemax's support)
COVERED = (
    "class Covered(gluon.HybridBlock):\n"
    "    def hybrid_forward(self, F, x):\n"
    "        z = F.sort(x, is_ascend=False, axis=-1)\n"
    "        cumsum = F.dot(z, nd.array(np.triu(np.ones((x.shape[-1], x.shape[-1])))))\n"
    "        k = F.contrib.arange_like(z, start=1, axis=-1)\n"
    "        return (1 + k * z) > cumsum\n"
)


def _fix(project, cli, *blocks: str) -> tuple[str, str]:
    source = HEAD + "\n\n".join(blocks)
    (project / "m.py").write_text(source)
    cli("check", "--fix", "--unsafe-fixes", "m.py")
    return source, (project / "m.py").read_text()


def test_a_failing_class_gets_its_operators_broadcast_in_later_rounds(project, cli):
    _, fixed = _fix(project, cli, MASKED)
    assert "img.shape" not in fixed
    assert "F.broadcast_div(F.broadcast_mul(F.relu(img), m), " in fixed
    # a second run changes nothing
    result = cli("check", "--fix", "--unsafe-fixes", "m.py")
    assert (project / "m.py").read_text() == fixed
    assert "HYB024" not in result.out


def test_only_the_failing_class_is_rewritten(project, cli):
    _, fixed = _fix(project, cli, MASKED, CLEAN)
    assert "F.broadcast_mul(F.relu(img), m)" in fixed
    assert "return F.relu(img) * F.sigmoid(mask)\n" in fixed


def test_a_class_without_errors_gets_nothing(project, cli):
    source, fixed = _fix(project, cli, CLEAN)
    assert fixed == source
    assert "HYB024" not in cli("check", "m.py").out


def test_numpy_mode_and_number_operands_get_nothing(project, cli):
    _, fixed = _fix(project, cli, NUMPY, NUMBER)
    assert "broadcast" not in fixed
    assert "F.np.exp(img) * F.np.exp(mask)" in fixed and "out = out + 1" in fixed


def test_a_class_left_with_an_unfixed_error_gets_no_companion_fix(project, cli):
    source, fixed = _fix(project, cli, STUCK)
    assert "F.relu(img) * m" in fixed and "broadcast" not in fixed
    # the finding is still reported, with its fix, for the user to take by hand
    assert "HYB024" in cli("check", "m.py").out


def test_an_error_inside_another_fix_does_not_hold_the_companions(project, cli):
    _, fixed = _fix(project, cli, COVERED)
    assert "x.shape" not in fixed and "F.broadcast_mul(k, z)" in fixed


# `out += x` is HYB004's safe fix; the sum it leaves is a companion of a class that failed
RESIDUAL = (
    "class Residual(gluon.HybridBlock):\n"
    "    def hybrid_forward(self, F, img, mask):\n"
    "        out = F.relu(img) * F.sigmoid(mask)\n"
    "        out += img\n"
    "        return out\n"
)


def test_what_is_left_after_safe_fixes_lists_no_companion_of_a_class_that_no_longer_fails(project, cli):
    (project / "m.py").write_text(HEAD + RESIDUAL)
    result = cli("check", "--fix", "m.py")
    fixed = (project / "m.py").read_text()
    assert "out = out + img" in fixed and "broadcast" not in fixed
    assert "HYB024" not in result.out
    # ... and the class failed in the original lint, so --unsafe-fixes there would have made them
    (project / "m.py").write_text(HEAD + RESIDUAL)
    cli("check", "--fix", "--unsafe-fixes", "m.py")
    assert "F.broadcast_add(out, img)" in (project / "m.py").read_text()


# the `.shape` read in `broadcast_to(x.shape)` has a fix only once the HYB007 fix has replaced the
# `nd.array` it is called on (round 2): the original lint leaves Late with an unfixed error, so the
# first pass makes no companion fix; the rounds leave Late without an error, so a second pass does
# (x is reshaped first: the fluent broadcast_to's rewrite needs x's rank since session 64, H427)
SETTLED = (
    "class Late(gluon.HybridBlock):\n"
    "    def __init__(self, **kwargs):\n"
    "        super().__init__(**kwargs)\n"
    "        self.means = (0.5, -0.5)\n"
    "\n"
    "    def hybrid_forward(self, F, x, counts):\n"
    "        x = x.reshape((-1, 2))\n"
    "        fill = nd.array(self.means).reshape((1, 2)).broadcast_to(x.shape)\n"
    "        n = F.abs(counts) + 1\n"
    "        return (F.relu(x) + fill) / n\n"
)


def test_a_class_the_rounds_leave_without_an_error_gets_its_companions_in_a_second_pass(project, cli):
    _, fixed = _fix(project, cli, SETTLED)
    assert "x.shape" not in fixed and "nd.array" not in fixed
    assert "F.broadcast_div(" in fixed and ", n)" in fixed
    result = cli("check", "--fix", "--unsafe-fixes", "m.py")
    assert (project / "m.py").read_text() == fixed and "HYB024" not in result.out


# the original lint has no companion finding in Ramp: neither operand of its `+` is a proven legacy
# tensor (an `nd.` chain on a size read by `.shape`, a legacy subscript of an input: errors all);
# once the rounds have made both F operators' values the `+` is a companion finding of the fixed
# text, and Ramp, settled, gets it in a second pass
RAMP = (
    "class Ramp(gluon.HybridBlock):\n"
    "    def hybrid_forward(self, F, moving, flow):\n"
    "        h = flow.shape[2]\n"
    "        ys = nd.arange(h).reshape((1, h, 1))\n"
    "        return ys + flow[:, 0]\n"
)


def test_a_companion_shown_only_after_the_rounds_is_made_in_the_second_pass(project, cli):
    _, fixed = _fix(project, cli, RAMP)
    assert "flow.shape" not in fixed and "nd.arange" not in fixed
    assert "return F.broadcast_add(ys, F.squeeze(F.slice_axis(flow, axis=1" in fixed
    result = cli("check", "--fix", "--unsafe-fixes", "m.py")
    assert (project / "m.py").read_text() == fixed and "HYB024" not in result.out


def test_a_late_companion_of_a_class_left_with_an_error_is_not_made(project, cli):
    _, fixed = _fix(project, cli, RAMP.replace("return ys", "if F.sum(flow).asnumpy()[0] > 0:\n"
                                                  "            print(1)\n        return ys"))
    assert "nd.arange" not in fixed and "broadcast_add" not in fixed


def test_a_second_pass_is_not_made_for_a_class_left_with_an_error(project, cli):
    source, fixed = _fix(project, cli, SETTLED.replace("return (F.relu(x)", "if F.sum(x).asnumpy()[0] > 0:\n"
                                                              "            print(1)\n        return (F.relu(x)"))
    assert "x.shape" not in fixed and "broadcast_div" not in fixed
