"""attack: a begin read by a call that moves on each time: `self.step()` is 2 then 3, so the end is n - 3, not n - 2"""
from mxnet.gluon import nn

INPUTS = [(2, 3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.count = 1

    def step(self):
        self.count += 1
        return self.count

    def hybrid_forward(self, F, x):
        y = F.relu(x)
        return y[:, :, self.step():y.shape[2] - self.step()]
