"""DeepAR-style scaling: the target divided by its mean absolute value over the context window."""
from mxnet.gluon import nn


INPUTS = [(3, 12)]


class Net(nn.HybridBlock):
    def __init__(self, context_len=12, hidden=6, eps=1e-3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._eps = eps
        with self.name_scope():
            self.proj = nn.Dense(hidden, in_units=context_len)
            self.out = nn.Dense(1, in_units=hidden)

    def hybrid_forward(self, F, target):
        scale = F.sum(F.abs(target), axis=1, keepdims=True) / target.shape[1] + self._eps
        scaled = F.broadcast_div(target, scale)
        return self.out(F.relu(self.proj(scaled))) * scale
