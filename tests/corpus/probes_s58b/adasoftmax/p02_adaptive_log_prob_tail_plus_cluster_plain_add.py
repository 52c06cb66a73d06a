"""Adaptive softmax full log-probabilities whose (B, osz) tail log-softmax and (B, 1) cluster log-prob are summed by a plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8)]


class AdaptiveLogSoftmax(HybridBlock):
    def __init__(self, in_units=8, cutoffs=(4, 8), n_classes=12, div_value=2, **kwargs):
        super(AdaptiveLogSoftmax, self).__init__(**kwargs)
        self.cutoffs = list(cutoffs) + [n_classes]
        self.shortlist = cutoffs[0]
        self.n_clusters = len(cutoffs)
        with self.name_scope():
            self.head = nn.Dense(self.shortlist + self.n_clusters, in_units=in_units)
            self.tails = nn.HybridSequential()
            for i in range(self.n_clusters):
                hsz = in_units // (div_value ** (i + 1))
                osz = self.cutoffs[i + 1] - self.cutoffs[i]
                tail = nn.HybridSequential()
                tail.add(nn.Dense(hsz, use_bias=False, in_units=in_units), nn.Dense(osz, in_units=hsz))
                self.tails.add(tail)

    def hybrid_forward(self, F, h):
        head_lp = F.log_softmax(self.head(h), axis=-1)
        out = [F.slice_axis(head_lp, axis=1, begin=0, end=self.shortlist)]
        for i, tail in enumerate(self.tails):
            cluster_lp = F.slice_axis(head_lp, axis=1, begin=self.shortlist + i, end=self.shortlist + i + 1)
            out.append(F.log_softmax(tail(h), axis=-1) + cluster_lp)
        return F.concat(*out, dim=1)


Net = AdaptiveLogSoftmax
