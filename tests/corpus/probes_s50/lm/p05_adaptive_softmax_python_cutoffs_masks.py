"""Adaptive softmax loss with python cutoffs: the head scores the frequent words plus one logit per tail cluster; each tail cluster's targets are selected by masks from `broadcast_greater_equal`/`broadcast_lesser` against the cutoffs, shifted, clipped and picked from that cluster's projection."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4,)]


class AdaptiveSoftmaxLoss(HybridBlock):
    def __init__(self, in_units=6, cutoffs=(4, 8), vocab_size=12, **kwargs):
        super().__init__(**kwargs)
        self.cutoffs = list(cutoffs) + [vocab_size]
        self.vocab_size = vocab_size
        with self.name_scope():
            self.head = nn.Dense(self.cutoffs[0] + len(self.cutoffs) - 1, in_units=in_units)
            self.tails = nn.HybridSequential()
            for lo, hi in zip(self.cutoffs[:-1], self.cutoffs[1:]):
                self.tails.add(nn.Dense(hi - lo, in_units=in_units))

    def hybrid_forward(self, F, h, raw_target):
        target = F.clip(F.floor((raw_target + 1) * 0.5 * self.vocab_size), 0, self.vocab_size - 1)
        head_logp = F.log_softmax(self.head(h), axis=-1)
        in_head = target < self.cutoffs[0]
        head_target = F.where(in_head, target, F.zeros_like(target))
        nll = -F.pick(head_logp, head_target, axis=-1) * in_head
        for i in range(len(self.cutoffs) - 1):
            lo, hi = self.cutoffs[i], self.cutoffs[i + 1]
            in_cluster = F.broadcast_greater_equal(target, F.ones_like(target) * lo) * \
                F.broadcast_lesser(target, F.ones_like(target) * hi)
            cluster_logp = F.pick(head_logp, F.ones_like(target) * (self.cutoffs[0] + i), axis=-1)
            rel = F.clip(target - lo, 0, hi - lo - 1)
            tail_logp = F.pick(F.log_softmax(self.tails[i](h), axis=-1), rel, axis=-1)
            nll = nll - (cluster_logp + tail_logp) * in_cluster
        return nll


Net = AdaptiveSoftmaxLoss
