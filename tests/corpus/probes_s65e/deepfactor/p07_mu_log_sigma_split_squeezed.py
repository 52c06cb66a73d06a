"""DeepFactor local head emitting mean and log-scale together: `F.split(..., num_outputs=2, axis=2,
squeeze_axis=True)` unpacked into two (B, T) tensors (split outputs, not a subscript of a tensor)."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6), (2, 6, 2)]


class SplitHeadLocal(HybridBlock):
    def __init__(self, hidden=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.rnn = rnn.GRU(hidden, layout="NTC")
            self.head = nn.Dense(2, flatten=False)

    def hybrid_forward(self, F, past_target, time_feat):
        h = self.rnn(F.concat(past_target.expand_dims(axis=2), time_feat, dim=2))
        mu, log_sigma = F.split(self.head(h), num_outputs=2, axis=2, squeeze_axis=True)
        z = (past_target - mu) * F.exp(-log_sigma)
        return (0.5 * F.square(z) + log_sigma).sum(axis=1)


Net = SplitHeadLocal
