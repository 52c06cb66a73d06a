"""ALCNet decoder pyramid: each coarser map is resized to the next finer map's height and width read
from that map's `.shape` (c2.shape, c1.shape), the maps are added, and the prediction is resized to
the input's size read from `x.shape`.

Source: YimianDai/open-alcnet @ 5f71be5, model/contrast.py (MPCMResNetFPN.hybrid_forward,
pyramid_mode='Dec', pyramid_fuse='add'); the patch-contrast maps of each stage (cal_pcm, see
pcm_net.py) are left out, the CIFAR residual stages are one conv + BN + ReLU each, dec_c3/dec_c2 1x1
convs, the FCN head one 1x1 conv.
"""
from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 3, 24, 24)]


def _stage(channels, strides):
    stage = nn.HybridSequential(prefix='')
    stage.add(nn.Conv2D(channels, 3, strides, 1, use_bias=False), nn.BatchNorm(), nn.Activation('relu'))
    return stage


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.stem = _stage(4, 2)
            self.layer1 = _stage(4, 1)
            self.layer2 = _stage(8, 2)
            self.layer3 = _stage(16, 2)
            self.dec_c3 = nn.Conv2D(4, 1)
            self.dec_c2 = nn.Conv2D(4, 1)
            self.head = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, x):

        _, _, orig_hei, orig_wid = x.shape
        x = self.stem(x)      # sub 2
        c1 = self.layer1(x)   # sub 2
        _, _, c1_hei, c1_wid = c1.shape
        c2 = self.layer2(c1)  # sub 4
        _, _, c2_hei, c2_wid = c2.shape
        c3 = self.layer3(c2)  # sub 8
        _, _, c3_hei, c3_wid = c3.shape

        c3pcm = self.dec_c3(c3)                  # sub 8, 4
        up_c3pcm = F.contrib.BilinearResize2D(c3pcm, height=c2_hei, width=c2_wid)  # sub 4, 4
        c2pcm = self.dec_c2(c2)                  # sub 4, 4
        c23pcm = up_c3pcm + c2pcm                   # sub 4, 4
        up_c23pcm = F.contrib.BilinearResize2D(c23pcm, height=c1_hei, width=c1_wid)  # sub 2, 4
        out = up_c23pcm + c1

        pred = self.head(out)
        out = F.contrib.BilinearResize2D(pred, height=orig_hei, width=orig_wid)

        return out
