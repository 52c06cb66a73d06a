"""contrib.while_loop with two loop variables; the final states are unpacked and used."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        def cond(i, acc):
            return i < 3

        def body(i, acc):
            return acc, (i + 1, acc * 0.5 + x)

        _, (_, acc) = F.contrib.while_loop(cond, body, (F.zeros((1,)), F.zeros_like(x)), max_iterations=3)
        return acc
