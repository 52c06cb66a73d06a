"""VisemeNet's RNN branch from osmr/imgclsmob's Gluon model zoo (gluon/gluoncv2/models/visemenet.py,
`VisemeRnnBranch`, with the `VisemeDenseBranch` it holds and common.py's `DenseBlock` and
`BatchNormExtra`).  The repository's `gluon/` folder was read by an analyzer held-out round (see
tests/corpus/HELDOUT.md) and other files of it are fix cases (heldout5, heldout32); this class was in
none of them.  The file's own `_test` leaves `net.hybridize()` commented out.
`VisemeRnnBranch.hybrid_forward` runs an LSTM, keeps the last step with `x = x[:, -1, :]` and feeds
it to a dense branch.  Eagerly it runs; hybridized the tuple index raises "Symbol only support
integer index to fetch i-th output".

Source: osmr/imgclsmob @ c1a844dde0, gluon/gluoncv2/models/visemenet.py (VisemeDenseBranch,
VisemeRnnBranch) and gluon/gluoncv2/models/common.py (DenseBlock, BatchNormExtra,
get_activation_layer -- reduced to its function branch, the only one DenseBlock's default takes), as
written.  Net: 12 input features, out_channels_list [8, 6, 4], one LSTM layer, dropout 0.5.  Input: a
(3, 5, 12) sequence (the LSTM's default TNC layout).
"""
from inspect import isfunction

from mxnet.gluon import nn, rnn, HybridBlock

INPUTS = [(3, 5, 12)]


class BatchNormExtra(nn.BatchNorm):
    """
    Batch normalization layer with extra parameters.
    """
    def __init__(self, **kwargs):
        has_cudnn_off = ("cudnn_off" in kwargs)
        if has_cudnn_off:
            cudnn_off = kwargs["cudnn_off"]
            del kwargs["cudnn_off"]
        super(BatchNormExtra, self).__init__(**kwargs)
        if has_cudnn_off:
            self._kwargs["cudnn_off"] = cudnn_off


def get_activation_layer(activation):
    assert (activation is not None)
    if isfunction(activation):
        return activation()
    else:
        assert (isinstance(activation, HybridBlock))
        return activation


class DenseBlock(HybridBlock):
    """
    Standard dense block with Batch normalization and activation.
    """
    def __init__(self,
                 in_channels,
                 out_channels,
                 use_bias=False,
                 use_bn=True,
                 bn_epsilon=1e-5,
                 bn_use_global_stats=False,
                 bn_cudnn_off=False,
                 activation=(lambda: nn.Activation("relu")),
                 **kwargs):
        super(DenseBlock, self).__init__(**kwargs)
        self.activate = (activation is not None)
        self.use_bn = use_bn

        with self.name_scope():
            self.fc = nn.Dense(
                units=out_channels,
                use_bias=use_bias,
                in_units=in_channels)
            if self.use_bn:
                self.bn = BatchNormExtra(
                    in_channels=out_channels,
                    epsilon=bn_epsilon,
                    use_global_stats=bn_use_global_stats,
                    cudnn_off=bn_cudnn_off)
            if self.activate:
                self.activ = get_activation_layer(activation)

    def hybrid_forward(self, F, x):
        x = self.fc(x)
        if self.use_bn:
            x = self.bn(x)
        if self.activate:
            x = self.activ(x)
        return x


class VisemeDenseBranch(HybridBlock):
    """
    VisemeNet dense branch.

    Parameters
    ----------
    in_channels : int
        Number of input channels.
    out_channels_list : list of int
        Number of middle/output channels.
    """
    def __init__(self,
                 in_channels,
                 out_channels_list,
                 **kwargs):
        super(VisemeDenseBranch, self).__init__(**kwargs)
        with self.name_scope():
            self.branch = nn.HybridSequential(prefix="")
            with self.branch.name_scope():
                for out_channels in out_channels_list[:-1]:
                    self.branch.add(DenseBlock(
                        in_channels=in_channels,
                        out_channels=out_channels,
                        use_bias=True,
                        use_bn=True))
                    in_channels = out_channels
            self.final_fc = nn.Dense(
                units=out_channels_list[-1],
                in_units=in_channels)

    def hybrid_forward(self, F, x):
        x = self.branch(x)
        y = self.final_fc(x)
        return y, x


class VisemeRnnBranch(HybridBlock):
    """
    VisemeNet RNN branch.

    Parameters
    ----------
    in_channels : int
        Number of input channels.
    out_channels_list : list of int
        Number of middle/output channels.
    rnn_num_layers : int
        Number of RNN layers.
    dropout_rate : float
        Dropout rate.
    """
    def __init__(self,
                 in_channels,
                 out_channels_list,
                 rnn_num_layers,
                 dropout_rate,
                 **kwargs):
        super(VisemeRnnBranch, self).__init__(**kwargs)
        with self.name_scope():
            self.rnn = rnn.LSTM(
                hidden_size=out_channels_list[0],
                num_layers=rnn_num_layers,
                dropout=dropout_rate,
                input_size=in_channels)
            self.fc_branch = VisemeDenseBranch(
                in_channels=out_channels_list[0],
                out_channels_list=out_channels_list[1:])

    def hybrid_forward(self, F, x):
        x = self.rnn(x)
        x = x[:, -1, :]
        y, _ = self.fc_branch(x)
        return y


class Net(VisemeRnnBranch):
    def __init__(self):
        super(Net, self).__init__(12, [8, 6, 4], 1, 0.5)
