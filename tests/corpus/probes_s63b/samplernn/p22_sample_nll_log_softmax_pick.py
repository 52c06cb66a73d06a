"""SampleRNN training loss: logits (N, T, Q) from the sample-level MLP, targets quantised from the next samples in the graph, NLL by `-F.pick(F.log_softmax(logits, axis=-1), target, axis=-1)` (N, T), mean over time, divided by `math.log(2)` for bits."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4), (2, 8)]


class SampleNLL(HybridBlock):
    def __init__(self, q_levels=16, **kwargs):
        super().__init__(**kwargs)
        self._q = q_levels
        with self.name_scope():
            self.out = nn.Dense(q_levels, flatten=False)

    def hybrid_forward(self, F, h, nxt):
        logits = self.out(h)
        target = F.clip(F.floor((nxt + 1) / 2 * self._q), 0, self._q - 1)
        nll = -F.pick(F.log_softmax(logits, axis=-1), target, axis=-1)
        return F.mean(nll, axis=1) / math.log(2)


Net = SampleNLL
