"""Motif scanner averaging activations as `F.sum(act, axis=2) / act.shape[2]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 20)]


class MotifDensity(HybridBlock):
    def __init__(self, num_motifs=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.motifs = nn.Conv1D(num_motifs, 6, in_channels=4)

    def hybrid_forward(self, F, seq):
        act = F.relu(self.motifs(seq))
        return F.sum(act, axis=2) / act.shape[2]


Net = MotifDensity
