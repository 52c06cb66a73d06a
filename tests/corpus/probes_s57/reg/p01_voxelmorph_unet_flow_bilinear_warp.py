"""VoxelMorph-style 2-D registration: moving and fixed images concatenated, a small conv encoder, a 2-channel flow head, the moving image warped by `GridGenerator(flow, 'warp')` and `BilinearSampler`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 8), (2, 1, 8, 8)]


class VoxelMorph2D(HybridBlock):
    def __init__(self, width=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.HybridSequential()
            self.enc.add(nn.Conv2D(width, 3, padding=1, in_channels=2), nn.LeakyReLU(0.2),
                         nn.Conv2D(width, 3, padding=1, in_channels=width), nn.LeakyReLU(0.2))
            self.flow = nn.Conv2D(2, 3, padding=1, in_channels=width, weight_initializer="zeros")

    def hybrid_forward(self, F, moving, fixed):
        flow = self.flow(self.enc(F.concat(moving, fixed, dim=1)))
        grid = F.GridGenerator(flow, transform_type="warp")
        warped = F.BilinearSampler(moving, grid)
        return warped, flow


Net = VoxelMorph2D
