"""ALCNet visual-context net: features gated by an attention map (`x * a`), an FCN head, and the
prediction resized to the input's height and width read from `x.shape`.

Source: YimianDai/open-alcnet @ 5f71be5, model/segmentation.py (VisualBasicContextNet.hybrid_forward,
act_type='xUnit'); the dilated stages are two conv + BN + ReLU, the xUnit attention a depthwise conv
+ sigmoid, the FCN head one 1x1 conv.
"""
from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 3, 18, 18)]


class Net(HybridBlock):
    def __init__(self, act_type='xUnit', **kwargs):
        super(Net, self).__init__(**kwargs)
        self.act_type = act_type
        with self.name_scope():
            self.features = nn.HybridSequential(prefix='')
            self.features.add(nn.Conv2D(4, 3, 2, 1, use_bias=False), nn.BatchNorm(), nn.Activation('relu'))
            self.features.add(nn.Conv2D(4, 3, 1, 2, dilation=2), nn.BatchNorm(), nn.Activation('relu'))
            self.attention = nn.HybridSequential(prefix='attention_')
            self.attention.add(nn.BatchNorm(), nn.Activation('relu'),
                               nn.Conv2D(4, 3, padding=1, groups=4), nn.BatchNorm(), nn.Activation('sigmoid'))
            self.head = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, x):

        _, _, hei, wid = x.shape
        x = self.features(x)
        if self.act_type == 'relu':
            x = self.attention(x)
        elif self.act_type == 'MSSeqATACConcat' or self.act_type == 'xUnit':
            a = self.attention(x)
            x = x * a
        else:
            raise ValueError("Unknown self.act_type")

        x = self.head(x)

        out = F.contrib.BilinearResize2D(x, height=hei, width=wid)

        return out
