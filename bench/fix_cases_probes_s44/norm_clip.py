"""Feature renormalization: rows are rescaled only when the batch's largest norm exceeds a limit."""
from mxnet.gluon import nn

INPUTS = [(4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, max_norm=1.5, in_units=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._max_norm = max_norm
        with self.name_scope():
            self.embed = nn.Dense(6, in_units=in_units)

    def hybrid_forward(self, F, x):
        x = self.embed(x)
        norm = F.norm(x, axis=1, keepdims=True)
        if F.max(norm).asscalar() > self._max_norm:
            x = F.broadcast_div(x, norm) * self._max_norm
        return x
