"""DeepLab ASPP: parallel atrous branches plus an image-level pooling branch resized back to the feature map with `BilinearResize2D(..., like=x, mode='like')`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 9, 9)]


def conv_bn_relu(channels, kernel, dilation=1):
    block = nn.HybridSequential()
    block.add(nn.Conv2D(channels, kernel, padding=dilation * (kernel // 2), dilation=dilation, use_bias=False),
              nn.BatchNorm(), nn.Activation("relu"))
    return block


class ASPP(HybridBlock):
    def __init__(self, channels=4, rates=(1, 2, 3), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.branches = nn.HybridSequential()
            for r in rates:
                self.branches.add(conv_bn_relu(channels, 1 if r == 1 else 3, r))
            self.pool_proj = conv_bn_relu(channels, 1)
            self.project = conv_bn_relu(channels, 1)

    def hybrid_forward(self, F, x):
        outs = [branch(x) for branch in self.branches]
        pooled = self.pool_proj(F.contrib.AdaptiveAvgPooling2D(x, output_size=1))
        outs.append(F.contrib.BilinearResize2D(pooled, like=x, mode="like"))
        return self.project(F.concat(*outs, dim=1))


class Net(ASPP):
    pass
