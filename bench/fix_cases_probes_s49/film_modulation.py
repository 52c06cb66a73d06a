"""FiLM layer: per-channel scale and shift predicted from a conditioning vector, applied to a feature map."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3), (2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, cond_dim=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.film = nn.Dense(2 * channels, in_units=cond_dim)

    def hybrid_forward(self, F, x, cond):
        params = self.film(cond)
        gamma, beta = F.split(params, num_outputs=2, axis=1)
        gamma = gamma.reshape((x.shape[0], x.shape[1], 1, 1))
        beta = beta.reshape((x.shape[0], x.shape[1], 1, 1))
        return F.relu((1 + gamma) * x + beta)
