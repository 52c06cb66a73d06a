"""Monodepth2 decoder step in an MXNet port: the module-level helper `upsample(x)` returns
`mx.nd.contrib.BilinearResize2D(x, height=x.shape[2]*2, width=x.shape[3]*2)`, and the hybrid
decoder calls it between its ELU conv blocks, then concatenates the skip feature.

Source: an MXNet port of Niantic's Monodepth2 (find_string id 5543911108,
"height=x.shape[2]*2"): `upsample`, ConvBlock and Conv3x3 as written in its layers.py; the
decoder step follows Monodepth2's DepthDecoder loop body (`x = [upsample(x)]; x += [skip];
cat; conv`) for one scale, with F.concat for torch.cat (the port's decoder file is not in the
index); 6/4 channels, a 3x4 input.
"""
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(1, 6, 3, 4), (1, 4, 6, 8)]


class ConvBlock(nn.HybridBlock):
    """Layer to perform a convolution followed by ELU
    """
    def __init__(self, in_channels, out_channels):
        super(ConvBlock, self).__init__()

        with self.name_scope():
            self.conv = Conv3x3(in_channels, out_channels)
            self.nonlin = nn.ELU()

    def hybrid_forward(self, F, x):
        out = self.conv(x)
        out = self.nonlin(out)
        return out


class Conv3x3(nn.HybridBlock):
    """Layer to pad and convolve input
    """
    def __init__(self, in_channels, out_channels, use_refl=True):
        super(Conv3x3, self).__init__()
        self.use_refl = use_refl

        with self.name_scope():
            self.pad = nn.ReflectionPad2D(1)
            self.conv = nn.Conv2D(in_channels=int(in_channels), channels=int(out_channels), kernel_size=3)

    def hybrid_forward(self, F, x):
        if self.use_refl:
            out = self.pad(x)
        else:
            out = mx.nd.pad(x, mode='constant', constant_value=0, pad_width=(0, 0, 0, 0, 1, 1, 1, 1))

        out = self.conv(out)
        return out


def upsample(x):
    """Upsample input tensor by a factor of 2
    """
    return mx.nd.contrib.BilinearResize2D(x, height=x.shape[2]*2, width=x.shape[3]*2)


class Net(nn.HybridBlock):
    def __init__(self, num_ch_in=6, num_ch_skip=4, num_ch_dec=4, use_skips=True):
        super(Net, self).__init__()
        self.use_skips = use_skips
        with self.name_scope():
            self.upconv0 = ConvBlock(num_ch_in, num_ch_dec)
            self.upconv1 = ConvBlock(num_ch_dec + num_ch_skip, num_ch_dec)
            self.dispconv = Conv3x3(num_ch_dec, 1)

    def hybrid_forward(self, F, x, skip):
        x = self.upconv0(x)
        x = [upsample(x)]
        if self.use_skips:
            x += [skip]
        x = F.concat(*x, dim=1)
        x = self.upconv1(x)
        return F.sigmoid(self.dispconv(x))
