"""PSENet (scene-text detection) FPN head: each FPN level goes through its own 3x3 conv block, is
upsampled to the stride-4 size by its scale (`F.UpSampling(..., scale=scales[i])`) and the levels
are concatenated; the author left two debug prints of tensor shapes in hybrid_forward
(`print("{}: shape:{}".format(i, extrac_C.shape))`, `print(output.shape)`).

Source: saicoco/Gluon-PSENet @ 9fdc826e6c, model/net.py (PSENet, unchanged but for the class name,
the sizes -- 256 channels are 8 -- and one line: each of the four `extrac_convs` blocks is
registered with `self.register_child(extra_conv)`, as the repository's later version of the class
does; in this version they are kept in a plain list, so their parameters are not the block's and
two instances cannot share them).  The FPNFeatureExpander over a pretrained resnet50_v1b (a
SymbolBlock of GluonCV) is replaced by a stand-in that returns four 8-channel maps at strides 4, 8,
16 and 32.  Input: an image (1, 3, 64, 64).
"""
from mxnet.gluon import HybridBlock, nn
import mxnet as mx

INPUTS = [(1, 3, 64, 64)]


class _StandInFPN(HybridBlock):
    """Four 8-channel feature maps at strides 4, 8, 16 and 32, finest first."""

    def __init__(self, **kwargs):
        super(_StandInFPN, self).__init__(**kwargs)
        with self.name_scope():
            self.stem = nn.Conv2D(8, 3, strides=4, padding=1, activation='relu')
            self.down = nn.HybridSequential()
            for _ in range(3):
                self.down.add(nn.Conv2D(8, 3, strides=2, padding=1, activation='relu'))

    def hybrid_forward(self, F, x):
        c = self.stem(x)
        outs = [c]
        for layer in self.down:
            c = layer(c)
            outs.append(c)
        return tuple(outs)


class Net(HybridBlock):

    def __init__(self, num_kernels=6, scale=1.0, ctx=mx.cpu(), pretrained=False,  **kwargs):
        super(Net, self).__init__()
        self.num_kernels = num_kernels
        self.features = _StandInFPN()
        self.scale = scale
        self.extrac_convs = []
        weight_init = mx.init.Xavier(rnd_type='gaussian', factor_type='out', magnitude=2.)
        for i in range(4):
            extra_conv = nn.HybridSequential(prefix='extra_conv_{}'.format(i))
            with extra_conv.name_scope():
                extra_conv.add(nn.Conv2D(8, 3, 1, 1))
                extra_conv.add(nn.BatchNorm())
                extra_conv.add(nn.Activation('relu'))
            extra_conv.initialize(weight_init)
            self.register_child(extra_conv)
            self.extrac_convs.append(extra_conv)
        
        self.decoder_out = nn.HybridSequential(prefix='decoder_out')
        with self.decoder_out.name_scope():
            self.decoder_out.add(nn.Conv2D(8, 3, 1, 1))
            self.decoder_out.add(nn.BatchNorm())
            self.decoder_out.add(nn.Activation('relu'))
            self.decoder_out.add(nn.Conv2D(self.num_kernels, 1, 1))
            self.decoder_out.initialize(weight_init)

    def hybrid_forward(self, F, x, **kwargs):
        # output: c4 -> c1 [1/4, 1/8, 1/16. 1/32]
        fpn_features = self.features(x)
        concat_features = []
        scales = [1, 2, 4, 8]
        for i, C in enumerate(fpn_features):
            extrac_C = self.extrac_convs[i](C)
            print("{}: shape:{}".format(i, extrac_C.shape))
            up_C = F.UpSampling(extrac_C, scale=scales[i], sample_type='nearest', name="extra_upsample_{}".format(i))
            concat_features.append(up_C)
        concat_output = F.concat(*concat_features, dim=1)
        output = self.decoder_out(concat_output)
        print(output.shape)
        if self.scale >= 1.0:
            output = F.UpSampling(output, scale=4, sample_type='nearest', name="final_upsampling")
        return output
