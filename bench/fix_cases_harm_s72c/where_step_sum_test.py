"""attack (F.where in a foreach step): the test a reduction of the step (`F.sum(data) > 1`), the rows
scaled by a python number where it holds."""
from mxnet.gluon import nn

INPUTS = [(4, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        def step(data, states):
            if F.sum(data) > 1:
                return data * 0.25, []
            return data, []
        out, _ = F.contrib.foreach(step, F.abs(x), [])
        return out
