"""Two-cluster adaptive softmax loss: full log-probs by `broadcast_add`, the target's log-prob gathered by `pick`, the NLL averaged."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8), (3,)]


class AdaptiveNLL(HybridBlock):
    def __init__(self, shortlist=4, tail=6, **kwargs):
        super(AdaptiveNLL, self).__init__(**kwargs)
        self.shortlist = shortlist
        self.n_classes = shortlist + tail
        with self.name_scope():
            self.head = nn.Dense(shortlist + 1, in_units=8)
            self.proj = nn.Dense(4, use_bias=False, in_units=8)
            self.tail = nn.Dense(tail, in_units=4)

    def hybrid_forward(self, F, h, target):
        target = F.clip(F.floor((target + 1) * 0.5 * self.n_classes), 0, self.n_classes - 1)
        head_lp = F.log_softmax(self.head(h))
        short = F.slice_axis(head_lp, axis=1, begin=0, end=self.shortlist)
        cluster = F.slice_axis(head_lp, axis=1, begin=self.shortlist, end=None)
        tail_lp = F.broadcast_add(F.log_softmax(self.tail(self.proj(h))), cluster)
        full = F.concat(short, tail_lp, dim=1)
        return -F.pick(full, target, axis=1).mean()


Net = AdaptiveNLL
