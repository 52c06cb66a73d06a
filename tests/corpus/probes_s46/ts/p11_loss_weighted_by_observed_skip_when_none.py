"""Likelihood loss weighted by the future observed mask, with a python early exit when nothing is observed (`if observed.sum() == 0`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8), (2, 4), (2, 4)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mu = nn.Dense(1, flatten=False, in_units=8)
            self.sigma = nn.Dense(1, flatten=False, in_units=8)

    def hybrid_forward(self, F, rnn_out, future_target, raw_mask):
        observed = raw_mask > -0.5
        if observed.sum() == 0:
            return F.zeros((1,))
        mu = F.squeeze(self.mu(rnn_out), axis=-1)
        sigma = F.squeeze(F.Activation(self.sigma(rnn_out), act_type="softrelu"), axis=-1) + 1e-3
        nll = F.log(sigma) + 0.5 * F.square((future_target - mu) / sigma)
        return F.sum(nll * observed) / F.sum(observed)
