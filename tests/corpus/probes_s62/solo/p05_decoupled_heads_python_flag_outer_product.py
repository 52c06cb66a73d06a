"""Decoupled SOLO: `if self._decoupled:` (constructor flag) the x-branch (N, S, H, W) and y-branch (N, S, H, W) masks combine as an outer product `broadcast_mul(mx.expand_dims(2), my.expand_dims(1))` to (N, S, S, H, W), reshaped by codes to (N, S * S, H, W); else one branch of S * S channels."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class DecoupledMaskHead(HybridBlock):
    def __init__(self, in_channels=8, num_grid=3, decoupled=True, **kwargs):
        super(DecoupledMaskHead, self).__init__(**kwargs)
        self._decoupled = decoupled
        with self.name_scope():
            if decoupled:
                self.mx = nn.Conv2D(num_grid, 1, in_channels=in_channels)
                self.my = nn.Conv2D(num_grid, 1, in_channels=in_channels)
            else:
                self.m = nn.Conv2D(num_grid * num_grid, 1, in_channels=in_channels)

    def hybrid_forward(self, F, feat):
        if self._decoupled:
            mx = F.sigmoid(self.mx(feat))
            my = F.sigmoid(self.my(feat))
            masks = F.broadcast_mul(mx.expand_dims(2), my.expand_dims(1))
            return masks.reshape((0, -3, -2))
        return F.sigmoid(self.m(feat))


Net = DecoupledMaskHead
