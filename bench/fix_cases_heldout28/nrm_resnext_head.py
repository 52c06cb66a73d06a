"""Neural Rendering Model's ResNeXt forward up to the top-down pass: it appends an all-zero "bias
image" built from `x.shape` and `x.context`, classifies both, takes the argmax of each part after
`.detach()`, looks the classes' biases up in `self.classifier[0].bias.data()` and builds the
top-down input with `F.ones(..., ctx=z.context)`.  Hybridized, `x.shape` raises AttributeError;
`.detach()` is not implemented for Symbol; the Parameter's NDArray cannot enter the graph.

Source: a public Neural Rendering Model (ResNeXt with a top-down DRM) for Gluon (find_string id
43161529241, "def hybrid_forward(self, F, x):\\n        shape"), `ResNext.hybrid_forward` as
written up to the call of `self.topdown(...)`: the ResNeXt stages, their top-down twins and the
top-down pass are left out, so `features` holds only the final `AvgPool2D(7)` and the block
returns the class scores, the top-down input `mu` and `|b[c] - b[c_bias]|` (the pass's first
`rpn` term).  `y` (labels) is left at None.  Built with 10 classes.  Input: (2, 2048, 7, 7).
"""
from mxnet.gluon import nn

INPUTS = [(2, 2048, 7, 7)]


class ResNextHead(nn.HybridBlock):
    def __init__(self, classes=1000, **kwargs):
        super(ResNextHead, self).__init__(**kwargs)
        self.classes = classes
        with self.name_scope():
            self.features = nn.HybridSequential(prefix='features_')
            self.features.add(nn.AvgPool2D(7))
            self.classifier = nn.HybridSequential(prefix='classifier_')
            conv_layer = nn.Conv2D(in_channels=2048, channels=self.classes, kernel_size=(1, 1), use_bias=True)
            self.classifier.add(conv_layer)
            self.classifier.add(nn.Flatten())

    def hybrid_forward(self, F, x, y=None):
        shape_x = x.shape
        xbias = F.zeros((1, shape_x[1], shape_x[2], shape_x[3]), ctx=x.context)
        x = F.concat(x, xbias, dim=0)
        for layer in self.features:
            x = layer(x)

        z = self.classifier(x)
        zinput = F.slice_axis(z, axis=0, begin=0, end=-1)
        zbias = F.slice_axis(z, axis=0, begin=-1, end=None)

        cinput = y if y is not None else F.argmax(zinput.detach(), axis=1)
        cpn = F.argmax(zbias.detach(), axis=1)

        bias_all = self.classifier[0].bias.data()
        lnpicinput = F.take(bias_all, cinput)
        lnpicpn = F.take(bias_all, cpn)

        mu_val = F.one_hot(cinput, self.classes)
        mupn_val = F.ones((1, self.classes), ctx=z.context)
        mu = F.concat(mu_val, mupn_val, dim=0)
        rpn = F.abs(lnpicinput - lnpicpn)
        return zinput, mu, rpn


class Net(ResNextHead):
    def __init__(self):
        super(Net, self).__init__(classes=10)
