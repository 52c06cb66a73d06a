"""Adaptive softmax loss normalising the tail term by the number of tail targets, read with `int(...asscalar())`."""
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
        in_tail = target >= self.shortlist
        n_tail = max(int(in_tail.sum().asscalar()), 1)
        head_target = F.where(in_tail, F.ones_like(target) * self.shortlist, target)
        head_nll = -F.pick(F.log_softmax(self.head(h)), head_target, axis=1)
        rel = F.clip(target - self.shortlist, 0, self.n_classes - self.shortlist - 1)
        tail_nll = -F.pick(F.log_softmax(self.tail(h)), rel, axis=1) * in_tail
        return head_nll.mean() + tail_nll.sum() / n_tail


Net = AdaptiveNLL
