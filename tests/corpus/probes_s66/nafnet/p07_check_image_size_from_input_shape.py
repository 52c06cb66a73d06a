"""The PyTorch port of NAFNet's `check_image_size`: `_, _, h, w = x.shape`, the pads to a multiple of
`padder_size` computed from them, `F.pad` and a crop back to `h, w` (a symbol has no shape when traced)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 10, 13)]


class CheckImageSize(HybridBlock):
    def __init__(self, width=4, num_down=2, **kwargs):
        super().__init__(**kwargs)
        self.padder_size = 2 ** num_down
        with self.name_scope():
            self.intro = nn.Conv2D(width, 3, padding=1, in_channels=3)
            self.down = nn.Conv2D(width, self.padder_size, strides=self.padder_size, in_channels=width)
            self.up = nn.Conv2DTranspose(3, self.padder_size, strides=self.padder_size, in_channels=width)

    def hybrid_forward(self, F, inp):
        _, _, h, w = inp.shape
        mod_pad_h = (self.padder_size - h % self.padder_size) % self.padder_size
        mod_pad_w = (self.padder_size - w % self.padder_size) % self.padder_size
        x = F.pad(inp, mode="constant", pad_width=(0, 0, 0, 0, 0, mod_pad_h, 0, mod_pad_w))
        x = self.up(self.down(self.intro(x))) + x
        return F.slice(x, begin=(None, None, 0, 0), end=(None, None, h, w))


Net = CheckImageSize
