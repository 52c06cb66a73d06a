"""Lead-wise attention: each lead encoded by a shared single-channel Conv1D after folding leads into the batch by `reshape((-1, 1, 0))`, unfolded by `reshape((-4, -1, self.leads, 0))`, attention weights over leads by `softmax(axis=1)`, weighted sum by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 32)]


class LeadAttention(HybridBlock):
    def __init__(self, leads=12, **kwargs):
        super().__init__(**kwargs)
        self.leads = leads
        with self.name_scope():
            self.encoder = nn.Conv1D(4, 7, padding=3, activation="relu")
            self.score = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, ecg):
        per_lead = self.encoder(ecg.reshape((-1, 1, 0)))
        per_lead = F.max(per_lead, axis=2).reshape((-4, -1, self.leads, 0))
        w = F.softmax(self.score(per_lead), axis=1)
        return F.sum(F.broadcast_mul(per_lead, w), axis=1)


Net = LeadAttention
