"""VisemeNet's recurrent branch: an LSTM over the audio features, the last step taken by
`x[:, -1, :]` (tensor indexing, which a Symbol does not do), then a dense branch of Dense + BN +
ReLU units and a final Dense.

Source: osmr/imgclsmob gluon/gluoncv2/models/visemenet.py (VisemeRnnBranch.hybrid_forward,
VisemeDenseBranch) at c1a844dde061f6d72f25011dc1af9a2e35b1bdfc; adapted: DenseBlock inlined as
Dense + BatchNorm + relu, small sizes.
"""
from mxnet.gluon import nn, rnn


INPUTS = [(5, 3, 6)]


class VisemeDenseBranch(nn.HybridBlock):
    def __init__(self, in_channels, out_channels_list, **kwargs):
        super(VisemeDenseBranch, self).__init__(**kwargs)
        with self.name_scope():
            self.branch = nn.HybridSequential(prefix="")
            with self.branch.name_scope():
                for out_channels in out_channels_list[:-1]:
                    self.branch.add(nn.Dense(out_channels, in_units=in_channels))
                    self.branch.add(nn.BatchNorm(in_channels=out_channels))
                    self.branch.add(nn.Activation("relu"))
                    in_channels = out_channels
            self.final_fc = nn.Dense(units=out_channels_list[-1], in_units=in_channels)

    def hybrid_forward(self, F, x):
        x = self.branch(x)
        y = self.final_fc(x)
        return y, x


class Net(nn.HybridBlock):
    def __init__(self, in_channels=6, out_channels_list=(8, 6, 4), rnn_num_layers=1, dropout_rate=0.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.rnn = rnn.LSTM(hidden_size=out_channels_list[0], num_layers=rnn_num_layers, dropout=dropout_rate,
                                input_size=in_channels)
            self.fc_branch = VisemeDenseBranch(in_channels=out_channels_list[0],
                                               out_channels_list=out_channels_list[1:])

    def hybrid_forward(self, F, x):
        x = self.rnn(x)
        x = x[:, -1, :]
        y, _ = self.fc_branch(x)
        return y
