"""Restormer's encoder-decoder sampling: the input padded (reflect) to a multiple of the total
down-sampling factor from `h, w = x.shape[2:]`, Downsample as a conv halving the channels then
pixel-unshuffle(2), Upsample as a conv doubling them then pixel-shuffle(2), both written as
reshape/transpose on `b, c, h, w = x.shape`; the skip concatenated, a 1x1 reduction, the
padding cropped off with `out[:, :, :h, :w]`."""
from mxnet.gluon import nn


INPUTS = [(1, 3, 6, 6)]


def pixel_unshuffle(x, r):
    b, c, h, w = x.shape
    x = x.reshape((b, c, h // r, r, w // r, r))
    return x.transpose((0, 1, 3, 5, 2, 4)).reshape((b, c * r * r, h // r, w // r))


def pixel_shuffle(x, r):
    b, c, h, w = x.shape
    x = x.reshape((b, c // (r * r), r, r, h, w))
    return x.transpose((0, 1, 4, 2, 5, 3)).reshape((b, c // (r * r), h * r, w * r))


class Net(nn.HybridBlock):
    def __init__(self, dim=4, factor=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.factor = factor
        with self.name_scope():
            self.patch_embed = nn.Conv2D(dim, 3, padding=1, in_channels=3)
            self.down1 = nn.Conv2D(dim // 2, 3, padding=1, use_bias=False, in_channels=dim)
            self.down2 = nn.Conv2D(dim, 3, padding=1, use_bias=False, in_channels=dim * 2)
            self.up2 = nn.Conv2D(dim * 8, 3, padding=1, use_bias=False, in_channels=dim * 4)
            self.up1 = nn.Conv2D(dim * 4, 3, padding=1, use_bias=False, in_channels=dim * 2)
            self.reduce = nn.Conv2D(dim, 1, use_bias=False, in_channels=dim * 2)
            self.output = nn.Conv2D(3, 3, padding=1, in_channels=dim)

    def hybrid_forward(self, F, inp_img):
        h, w = inp_img.shape[2:]
        pad_h = (self.factor - h % self.factor) % self.factor
        pad_w = (self.factor - w % self.factor) % self.factor
        x = inp_img
        if pad_h or pad_w:
            x = F.pad(x, mode='reflect', pad_width=(0, 0, 0, 0, 0, pad_h, 0, pad_w))
        enc1 = self.patch_embed(x)
        enc2 = pixel_unshuffle(self.down1(enc1), 2)
        latent = pixel_unshuffle(self.down2(enc2), 2)
        dec2 = pixel_shuffle(self.up2(latent), 2)
        dec1 = pixel_shuffle(self.up1(dec2), 2)
        dec1 = self.reduce(F.concat(dec1, enc1, dim=1))
        out = self.output(dec1) + x
        return out[:, :, :h, :w]
