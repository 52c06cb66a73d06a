"""Lead-wise attention with the per-lead codes unfolded by `reshape((-1, ecg.shape[1], 4))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 32)]


class LeadAttention(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.encoder = nn.Conv1D(4, 7, padding=3, activation="relu")
            self.score = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, ecg):
        per_lead = F.max(self.encoder(ecg.reshape((-1, 1, 0))), axis=2)
        per_lead = per_lead.reshape((-1, ecg.shape[1], 4))
        w = F.softmax(self.score(per_lead), axis=1)
        return F.sum(F.broadcast_mul(per_lead, w), axis=1)


Net = LeadAttention
