"""NAFNet's `check_image_size` for a fixed training crop: the pad to a multiple of the encoder's downsampling
factor computed in `__init__` from the configured image size, `F.pad` (constant, 4-D) before a strided
encoder/decoder, and `F.slice` back to the configured H x W."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 10, 13)]


class PaddedRestorer(HybridBlock):
    def __init__(self, img_size=(10, 13), width=4, num_down=2, **kwargs):
        super().__init__(**kwargs)
        factor = 2 ** num_down
        self.h, self.w = img_size
        self.pad_h = (factor - self.h % factor) % factor
        self.pad_w = (factor - self.w % factor) % factor
        with self.name_scope():
            self.intro = nn.Conv2D(width, 3, padding=1, in_channels=3)
            self.down = nn.HybridSequential()
            for i in range(num_down):
                self.down.add(nn.Conv2D(width, 2, strides=2, in_channels=width))
            self.up = nn.HybridSequential()
            for i in range(num_down):
                self.up.add(nn.Conv2DTranspose(width, 2, strides=2, in_channels=width))
            self.ending = nn.Conv2D(3, 3, padding=1, in_channels=width)

    def hybrid_forward(self, F, inp):
        x = F.pad(inp, mode="constant", pad_width=(0, 0, 0, 0, 0, self.pad_h, 0, self.pad_w))
        x = self.ending(self.up(self.down(self.intro(x)))) + x
        return F.slice(x, begin=(None, None, 0, 0), end=(None, None, self.h, self.w))


Net = PaddedRestorer
