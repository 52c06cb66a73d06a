"""Patch-contrast map: the feature map is rolled by `shift` in eight directions with tensor slicing
and `nd.concat`, combined with `nd.minimum`, and the head's output is resized to the input's size
read from `x.shape`.

Source: YimianDai/open-alcnet @ 5f71be5, model/contrast.py (circ_shift, cal_pcm, PCMNet.hybrid_forward),
unchanged but for the sizes; the dilated stages are two conv + BN + ReLU, the FCN head one 1x1 conv.
"""
from mxnet import nd
from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 3, 16, 16)]


def circ_shift(cen, shift):

    _, _, hei, wid = cen.shape

    ######## B1 #########
    B1_NW = cen[:, :, shift:, shift:]
    B1_NE = cen[:, :, shift:, :shift]
    B1_SW = cen[:, :, :shift, shift:]
    B1_SE = cen[:, :, :shift, :shift]
    B1_N = nd.concat(B1_NW, B1_NE, dim=3)
    B1_S = nd.concat(B1_SW, B1_SE, dim=3)
    B1 = nd.concat(B1_N, B1_S, dim=2)

    ######## B2 #########
    B2_N = cen[:, :, shift:, :]
    B2_S = cen[:, :, :shift, :]
    B2 = nd.concat(B2_N, B2_S, dim=2)

    ######## B3 #########
    B3_NW = cen[:, :, shift:, wid-shift:]
    B3_NE = cen[:, :, shift:, :wid-shift]
    B3_SW = cen[:, :, :shift, wid-shift:]
    B3_SE = cen[:, :, :shift, :wid-shift]
    B3_N = nd.concat(B3_NW, B3_NE, dim=3)
    B3_S = nd.concat(B3_SW, B3_SE, dim=3)
    B3 = nd.concat(B3_N, B3_S, dim=2)

    ######## B4 #########
    B4_W = cen[:, :, :, wid-shift:]
    B4_E = cen[:, :, :, :wid-shift]
    B4 = nd.concat(B4_W, B4_E, dim=3)

    ######## B5 #########
    B5_NW = cen[:, :, hei-shift:, wid-shift:]
    B5_NE = cen[:, :, hei-shift:, :wid-shift]
    B5_SW = cen[:, :, :hei-shift, wid-shift:]
    B5_SE = cen[:, :, :hei-shift, :wid-shift]
    B5_N = nd.concat(B5_NW, B5_NE, dim=3)
    B5_S = nd.concat(B5_SW, B5_SE, dim=3)
    B5 = nd.concat(B5_N, B5_S, dim=2)

    ######## B6 #########
    B6_N = cen[:, :, hei-shift:, :]
    B6_S = cen[:, :, :hei-shift, :]
    B6 = nd.concat(B6_N, B6_S, dim=2)

    ######## B7 #########
    B7_NW = cen[:, :, hei-shift:, shift:]
    B7_NE = cen[:, :, hei-shift:, :shift]
    B7_SW = cen[:, :, :hei-shift, shift:]
    B7_SE = cen[:, :, :hei-shift, :shift]
    B7_N = nd.concat(B7_NW, B7_NE, dim=3)
    B7_S = nd.concat(B7_SW, B7_SE, dim=3)
    B7 = nd.concat(B7_N, B7_S, dim=2)

    ######## B8 #########
    B8_W = cen[:, :, :, shift:]
    B8_E = cen[:, :, :, :shift]
    B8 = nd.concat(B8_W, B8_E, dim=3)

    return B1, B2, B3, B4, B5, B6, B7, B8


def cal_pcm(cen, shift):

    B1, B2, B3, B4, B5, B6, B7, B8 = circ_shift(cen, shift=shift)
    s1 = (B1 - cen) * (B5 - cen)
    s2 = (B2 - cen) * (B6 - cen)
    s3 = (B3 - cen) * (B7 - cen)
    s4 = (B4 - cen) * (B8 - cen)

    c12 = nd.minimum(s1, s2)
    c123 = nd.minimum(c12, s3)
    c1234 = nd.minimum(c123, s4)

    return c1234


class Net(HybridBlock):
    def __init__(self, shift=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.shift = shift
        with self.name_scope():
            self.features = nn.HybridSequential(prefix='')
            self.features.add(nn.Conv2D(4, 3, 2, 1, use_bias=False), nn.BatchNorm(), nn.Activation('relu'))
            self.features.add(nn.Conv2D(4, 3, 1, 2, dilation=2), nn.BatchNorm(), nn.Activation('relu'))
            self.head = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, x):

        _, _, hei, wid = x.shape

        cen = self.features(x)
        c1234 = cal_pcm(cen, self.shift)
        x = self.head(c1234)

        out = F.contrib.BilinearResize2D(x, height=hei, width=wid)

        return out
