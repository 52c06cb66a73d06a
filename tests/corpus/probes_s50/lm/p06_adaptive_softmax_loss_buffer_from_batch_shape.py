"""Adaptive softmax that starts its loss from `F.zeros((h.shape[0],))` before adding the head and cluster terms."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4,)]


class Net(HybridBlock):
    def __init__(self, in_units=6, cutoff=4, vocab_size=12, **kwargs):
        super().__init__(**kwargs)
        self.cutoff, self.vocab_size = cutoff, vocab_size
        with self.name_scope():
            self.head = nn.Dense(cutoff + 1, in_units=in_units)
            self.tail = nn.Dense(vocab_size - cutoff, in_units=in_units)

    def hybrid_forward(self, F, h, raw_target):
        target = F.clip(F.floor((raw_target + 1) * 0.5 * self.vocab_size), 0, self.vocab_size - 1)
        nll = F.zeros((h.shape[0],))
        head_logp = F.log_softmax(self.head(h), axis=-1)
        in_head = target < self.cutoff
        nll = nll - F.pick(head_logp, F.where(in_head, target, F.zeros_like(target)), axis=-1) * in_head
        tail_logp = F.pick(F.log_softmax(self.tail(h), axis=-1), F.relu(target - self.cutoff), axis=-1)
        cluster = F.pick(head_logp, F.ones_like(target) * self.cutoff, axis=-1)
        return nll - (cluster + tail_logp) * (1 - in_head)
