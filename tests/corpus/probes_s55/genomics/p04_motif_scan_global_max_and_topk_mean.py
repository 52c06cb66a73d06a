"""Motif scanner: PWM-like filters, global max pooling over positions plus the mean of the top-k activations by `topk(ret_typ='value')`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 20)]


class MotifScanner(HybridBlock):
    def __init__(self, num_motifs=5, k=3, **kwargs):
        super().__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.motifs = nn.Conv1D(num_motifs, 6, in_channels=4, use_bias=False)

    def hybrid_forward(self, F, seq):
        act = F.relu(self.motifs(seq))
        top = F.topk(act, axis=2, k=self.k, ret_typ="value")
        return F.concat(F.max(act, axis=2), F.mean(top, axis=2), dim=1)


Net = MotifScanner
