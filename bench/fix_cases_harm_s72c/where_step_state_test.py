"""attack (F.where in a foreach step): the test reads the loop state (a running count), not the step;
the branches the step or its negation, the state advanced alike."""
from mxnet.gluon import nn

INPUTS = [(4, 1)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        def step(data, states):
            n = states[0] + 1
            if n[0] > 2:
                return -data, [n]
            return data, [n]
        out, _ = F.contrib.foreach(step, x, [F.zeros((1,))])
        return out
