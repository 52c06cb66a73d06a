"""Adaptive softmax NLL over python cutoffs: each cluster's rows selected by `(target >= lo) * (target < hi)` masks, relative targets clipped, losses merged by `where`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8), (3,)]


class AdaptiveNLL(HybridBlock):
    def __init__(self, cutoffs=(4, 7, 10), **kwargs):
        super(AdaptiveNLL, self).__init__(**kwargs)
        self.cutoffs = list(cutoffs)
        self.n_classes = cutoffs[-1]
        with self.name_scope():
            self.head = nn.Dense(cutoffs[0] + len(cutoffs) - 1, in_units=8)
            self.tails = nn.HybridSequential()
            for lo, hi in zip(cutoffs[:-1], cutoffs[1:]):
                self.tails.add(nn.Dense(hi - lo, in_units=8))

    def hybrid_forward(self, F, h, target):
        target = F.clip(F.floor((target + 1) * 0.5 * self.n_classes), 0, self.n_classes - 1)
        head_lp = F.log_softmax(self.head(h))
        head_target = target
        loss = F.zeros_like(target)
        for i, (lo, hi) in enumerate(zip(self.cutoffs[:-1], self.cutoffs[1:])):
            mask = (target >= lo) * (target < hi)
            head_target = F.where(mask, F.ones_like(target) * (self.cutoffs[0] + i), head_target)
            rel = F.clip(target - lo, 0, hi - lo - 1)
            tail_nll = -F.pick(F.log_softmax(self.tails[i](h)), rel, axis=1)
            loss = F.where(mask, tail_nll, loss)
        return (loss - F.pick(head_lp, head_target, axis=1)).mean()


Net = AdaptiveNLL
