"""Mixture density head: one Dense gives K mixture logits, K*D means and K*D log-scales, cut by `F.split(num_outputs=3)` after a reshape to (N, K, 2D+1) with code 0."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class MDNHead(HybridBlock):
    def __init__(self, components=3, out_dim=2, **kwargs):
        super().__init__(**kwargs)
        self._k, self._d = components, out_dim
        with self.name_scope():
            self.hidden = nn.Dense(16, activation="tanh", in_units=10)
            self.params_out = nn.Dense(components * (2 * out_dim + 1), in_units=16)

    def hybrid_forward(self, F, x):
        raw = self.params_out(self.hidden(x)).reshape((0, self._k, 2 * self._d + 1))
        pi_logit = F.slice_axis(raw, axis=2, begin=0, end=1).reshape((0, -1))
        mu, log_sigma = F.split(F.slice_axis(raw, axis=2, begin=1, end=None), num_outputs=2, axis=2)
        return F.softmax(pi_logit, axis=-1), mu, F.exp(F.clip(log_sigma, -7, 7))


class Net(MDNHead):
    pass
