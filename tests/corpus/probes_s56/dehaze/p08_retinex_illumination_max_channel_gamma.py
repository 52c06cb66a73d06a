"""Retinex enhancement: illumination as the max over channels refined by a conv, the image divided by `clip(L) ** gamma` with `broadcast_div`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 12, 12)]


class RetinexEnhance(HybridBlock):
    def __init__(self, gamma=0.6, **kwargs):
        super().__init__(**kwargs)
        self.gamma = gamma
        with self.name_scope():
            self.refine = nn.Conv2D(1, 3, padding=1, in_channels=1, activation="sigmoid")

    def hybrid_forward(self, F, low):
        low = (low + 1) * 0.5
        L = self.refine(F.max(low, axis=1, keepdims=True))
        enhanced = F.broadcast_div(low, F.clip(L, 0.05, 1.0) ** self.gamma)
        return F.clip(enhanced, 0, 1), L


Net = RetinexEnhance
