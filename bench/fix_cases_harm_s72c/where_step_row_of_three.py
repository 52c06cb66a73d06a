"""attack (F.where in a foreach step): each step a row of three values; the test reads its element 1 (one
element: python takes its truth), the branches the row or its reciprocal."""
from mxnet.gluon import nn

INPUTS = [(4, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        def step(data, states):
            if data[1] >= 0:
                return 1 / data, []
            return data, []
        out, _ = F.contrib.foreach(step, x + 3, [])
        return out
