"""FiLM generator: one Dense emits gamma and beta together, split at the feature map's channel count and reshaped to (N, C, 1, 1) from the input's shape before the affine modulation."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4), (2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.film = nn.Dense(2 * channels, in_units=5)

    def hybrid_forward(self, F, x, cond):
        gb = self.film(cond)
        c = x.shape[1]
        gamma = gb[:, :c].reshape((x.shape[0], c, 1, 1))
        beta = gb[:, c:].reshape((x.shape[0], c, 1, 1))
        return F.broadcast_mul(x, gamma) + F.broadcast_like(beta, x)
