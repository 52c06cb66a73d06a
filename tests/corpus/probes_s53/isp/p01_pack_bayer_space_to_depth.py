"""Raw-to-packed Bayer: the (N, 1, H, W) mosaic packed into (N, 4, H/2, W/2) RGGB planes by `F.space_to_depth(block_size=2)`, black level subtracted with python constants."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 8)]


class PackRaw(HybridBlock):
    def __init__(self, black=-0.9, white=1.0, **kwargs):
        super().__init__(**kwargs)
        self.black, self.white = black, white
        with self.name_scope():
            self.head = nn.Conv2D(8, 3, padding=1)

    def hybrid_forward(self, F, raw):
        norm = F.clip((raw - self.black) / (self.white - self.black), 0, 1)
        return self.head(F.space_to_depth(norm, block_size=2))


Net = PackRaw
