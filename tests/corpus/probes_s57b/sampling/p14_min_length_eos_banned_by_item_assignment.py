"""Minimum-length constraint that bans EOS by item assignment `logits[:, self.eos] = -1e9` while the step is below the minimum."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class MinLengthStep(HybridBlock):
    def __init__(self, vocab=10, eos=0, step=1, min_length=3, **kwargs):
        super(MinLengthStep, self).__init__(**kwargs)
        self.eos = eos
        self.step = step
        self.min_length = min_length
        with self.name_scope():
            self.proj = nn.Dense(vocab, in_units=8)

    def hybrid_forward(self, F, h):
        logits = self.proj(h)
        if self.step < self.min_length:
            logits[:, self.eos] = -1e9
        return F.log_softmax(logits)


Net = MinLengthStep
