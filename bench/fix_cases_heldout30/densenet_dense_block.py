"""A DenseNet dense block: each BN-conv layer's output is concatenated onto its input with
`nd.concat(x, out, dim=1)` inside `hybrid_forward`, the eager namespace where `F` belongs;
hybridized, `nd.concat` is given Symbols and fails.

Source: a public MXNet DenseNet port with Chinese comments (find_string id 19469424404,
"F, x, *args, **kwargs):\\n        for "), DenseBlock as written (conv_block kept as its
method); 2 layers of growth rate 4 where the model's blocks have 6-24 layers of 64.
Input: (2, 3, 6, 6).
"""
from mxnet.gluon import nn
from mxnet import nd

INPUTS = [(2, 3, 6, 6)]


class DenseBlock(nn.HybridBlock):
    # layer 表示层级，growth_rate 表示每个卷积输出的通道数
    def __init__(self,layers,growth_rate,**kwargs):
        super(DenseBlock,self).__init__(**kwargs)
        self.net = net = nn.HybridSequential()
        for i in range(layers):
            net.add(self.conv_block(channels=growth_rate))

    def hybrid_forward(self, F, x, *args, **kwargs):
        for layer in self.net:
            out = layer(x)
            x = nd.concat(x,out,dim=1)
        return x

    def conv_block(self,channels):
        out = nn.HybridSequential()
        out.add(
            nn.BatchNorm(),
            nn.Conv2D(channels=channels,kernel_size=3,padding=1,activation="relu")
        )
        return out


class Net(DenseBlock):
    def __init__(self):
        super(Net, self).__init__(layers=2, growth_rate=4)
