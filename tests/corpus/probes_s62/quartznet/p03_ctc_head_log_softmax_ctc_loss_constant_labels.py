"""QuartzNet CTC decoder: a pointwise Conv1D to V + 1 classes over (N, C, T), transposed time-major to (T, N, V + 1) for `F.CTCLoss` with the label sequences a (N, L) constant (blank first, labels 1..V)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 12)]


class CTCHead(HybridBlock):
    def __init__(self, in_channels=8, vocab=5, labels=((1, 2, 3), (4, 4, 2)), **kwargs):
        super(CTCHead, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Conv1D(vocab + 1, 1, in_channels=in_channels)
            self.labels = self.params.get_constant("labels", np.array(labels, dtype="float32"))

    def hybrid_forward(self, F, feats, labels):
        logits = self.proj(feats)
        time_major = F.transpose(logits, axes=(2, 0, 1))
        return F.CTCLoss(time_major, labels)


Net = CTCHead
