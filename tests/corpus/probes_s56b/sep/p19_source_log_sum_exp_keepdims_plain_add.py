"""Log-domain source masks: log-softmax across the sources by a stable log-sum-exp, the `max(axis=1, keepdims=True)` plus the log of the `sum(axis=1, keepdims=True)` (equal shapes) by a plain `+`, subtracted by `broadcast_sub`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10)]


class LogMasks(HybridBlock):
    def __init__(self, freq=8, num_src=2, **kwargs):
        super(LogMasks, self).__init__(**kwargs)
        self.num_src = num_src
        with self.name_scope():
            self.head = nn.Conv1D(num_src * freq, 1, in_channels=freq)

    def hybrid_forward(self, F, mag):
        z = self.head(mag).reshape((0, -4, self.num_src, -1, -2))
        m = F.max(z, axis=1, keepdims=True)
        lse = m + F.log(F.sum(F.exp(F.broadcast_sub(z, m)), axis=1, keepdims=True))
        return F.broadcast_add(F.broadcast_sub(z, lse), F.log(F.abs(mag) + 1e-6).expand_dims(1))


Net = LogMasks
