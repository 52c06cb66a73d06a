"""Visual object tracking (SiamRPN++): the depthwise cross-correlation head.  The template and search
features each go through a conv-BN-ReLU, then the template's features are used as a grouped
convolution kernel over the search features; batch, channels and the kernel size are read with
`.shape` and the tensors are reshaped with positional NDArray-style `reshape(a, b, c, d)` calls.

Source: a public MXNet Gluon port of pysot's `DepthwiseXCorr` (stored id 42401008088, no repository
name in the index; by its imports and names an early version of the port GluonCV released, whose
0.10.5 `model_zoo/siamrpn/siam_rpn.py` -- the pinned corpus -- takes these sizes as constructor
arguments instead), class `DepthwiseXCorr`, unchanged but for the sizes.  The file's `DepthwiseRPN`
overrides `forward` and is left out.  hidden 4 channels, 2 output channels (one anchor's cls logits), 3x3
convolutions.  Inputs: template (1, 3, 6, 6) and search region (1, 3, 12, 12); batch 1 as in
tracking (the head sets `num_filter=channel`, which only matches the weight for batch 1).
"""
from mxnet.gluon.block import HybridBlock
from mxnet.gluon import nn

INPUTS = [(1, 3, 6, 6), (1, 3, 12, 12)]


class DepthwiseXCorr(HybridBlock):
    def __init__(self,in_channels,hidden,out_channels, kernel_size=3):
        super(DepthwiseXCorr, self).__init__()
        self.conv_kernel = nn.HybridSequential(prefix='')
        self.conv_search = nn.HybridSequential(prefix='')
        self.head = nn.HybridSequential(prefix='')

        self.conv_kernel.add(
                nn.Conv2D(hidden, kernel_size=kernel_size,use_bias=False),
                nn.BatchNorm(),
                nn.Activation('relu')
                )
        self.conv_search.add(
                nn.Conv2D(hidden, kernel_size=kernel_size,use_bias=False),
                nn.BatchNorm(),
                nn.Activation('relu')
                )
        self.head.add(
                nn.Conv2D(hidden, kernel_size=1,use_bias=False),
                nn.BatchNorm(),
                nn.Activation('relu'),
                nn.Conv2D(out_channels, kernel_size=1)
                )


    def hybrid_forward(self,F, kernel, search):
        kernel = self.conv_kernel(kernel)#[1, 256, 24, 24]
        search = self.conv_search(search)#[1, 256, 4, 4]
        batch = kernel.shape[0]
        channel = kernel.shape[1]
        w = kernel.shape[2]
        h = kernel.shape[3]
        search = search.reshape(1, batch*channel, search.shape[2], search.shape[3])
        kernel = kernel.reshape(batch*channel, 1, kernel.shape[2], kernel.shape[3])
        out = F.Convolution(data=search, weight=kernel,kernel=[h,w],no_bias=True,num_filter=channel,num_group=batch*channel)
        #print(out.shape)
        out = out.reshape(batch, channel, out.shape[2], out.shape[3])#[1, 256, 21, 21]
        out = self.head(out)
        return out


class Net(DepthwiseXCorr):
    def __init__(self):
        super(Net, self).__init__(3, 4, 2)
