"""Adaptive softmax loss that evaluates the tail only `if (target >= cutoff).sum() > 0`, as the PyTorch reference skips empty clusters."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8), (3,)]


class AdaptiveNLL(HybridBlock):
    def __init__(self, shortlist=4, tail=6, **kwargs):
        super(AdaptiveNLL, self).__init__(**kwargs)
        self.shortlist = shortlist
        self.n_classes = shortlist + tail
        with self.name_scope():
            self.head = nn.Dense(shortlist + 1, in_units=8)
            self.tail = nn.Dense(tail, in_units=8)

    def hybrid_forward(self, F, h, target):
        target = F.clip(F.floor((target + 1) * 0.5 * self.n_classes), 0, self.n_classes - 1)
        head_lp = F.log_softmax(self.head(h))
        in_tail = target >= self.shortlist
        head_target = F.where(in_tail, F.ones_like(target) * self.shortlist, target)
        loss = -F.pick(head_lp, head_target, axis=1)
        if in_tail.sum() > 0:
            tail_lp = F.log_softmax(self.tail(h))
            rel = F.clip(target - self.shortlist, 0, self.n_classes - self.shortlist - 1)
            loss = loss - F.pick(tail_lp, rel, axis=1) * in_tail
        return loss.mean()


Net = AdaptiveNLL
