"""Pyraformer construction by a module helper taking the convs by keyword, `construct(F, h, **convs)`,
which collects every scale and counts the nodes with `sum(o.shape[2] for o in outs)` for a reshape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3)]


def construct(F, h, **convs):
    outs = [h]
    for conv in convs.values():
        h = conv(h)
        outs.append(h)
    n = sum(o.shape[2] for o in outs)
    return F.concat(*outs, dim=2).reshape((0, 0, n))


class KwargsConstruct(HybridBlock):
    def __init__(self, d_model=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(d_model, flatten=False)
            self.conv1 = nn.Conv1D(d_model, kernel_size=2, strides=2)
            self.conv2 = nn.Conv1D(d_model, kernel_size=2, strides=2)

    def hybrid_forward(self, F, x):
        h = self.embed(x).transpose((0, 2, 1))
        return construct(F, h, level1=self.conv1, level2=self.conv2).transpose((0, 2, 1))


Net = KwargsConstruct
