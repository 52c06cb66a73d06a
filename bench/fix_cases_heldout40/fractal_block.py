"""FractalNet's block from osmr/imgclsmob's Gluon model zoo (gluon/gluoncv2/models/fractalnet_cifar.py,
`FractalBlock`). `hybrid_forward(x, glob_num_columns)` runs the columns and joins each level with the
static `join_outs`, which stacks the outputs and asserts `out.shape[0] == curr_num_columns` before taking
the mean (in training it builds a numpy drop mask from `out.shape[1]`, `mx.nd.array(...,
ctx=out.context)` and `.asnumpy()`). Eagerly, in inference, it runs; hybridized `out.shape` on a Symbol
raises AttributeError.

The repository's `gluon/` folder was read by an analyzer held-out round (see tests/corpus/HELDOUT.md) and
other classes of it are fix cases (heldout5, heldout32, heldout39); this class was in none of them.

Source: osmr/imgclsmob @ c1a844dde0, gluon/gluoncv2/models/fractalnet_cifar.py (DropConvBlock,
drop_conv3x3_block, FractalBlock with calc_drop_mask and join_outs), as written, docstrings left out.
Net: 3 -> 4 channels, 3 columns, loc_drop_prob 0.15, dropout 0.1 (the CIFAR net's values). Inputs: x (2,
3, 6, 6) and glob_num_columns (1,) (read only in training).
"""
import numpy as np
import mxnet as mx
from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 3, 6, 6), (1,)]


class DropConvBlock(HybridBlock):
    def __init__(self,
                 in_channels,
                 out_channels,
                 kernel_size,
                 strides,
                 padding,
                 use_bias=False,
                 bn_use_global_stats=False,
                 dropout_prob=0.0,
                 **kwargs):
        super(DropConvBlock, self).__init__(**kwargs)
        self.use_dropout = (dropout_prob != 0.0)

        with self.name_scope():
            self.conv = nn.Conv2D(
                channels=out_channels,
                kernel_size=kernel_size,
                strides=strides,
                padding=padding,
                use_bias=use_bias,
                in_channels=in_channels)
            self.bn = nn.BatchNorm(
                in_channels=out_channels,
                use_global_stats=bn_use_global_stats)
            self.activ = nn.Activation("relu")
            if self.use_dropout:
                self.dropout = nn.Dropout(rate=dropout_prob)

    def hybrid_forward(self, F, x):
        x = self.conv(x)
        x = self.bn(x)
        x = self.activ(x)
        if self.use_dropout:
            x = self.dropout(x)
        return x


def drop_conv3x3_block(in_channels,
                       out_channels,
                       strides=1,
                       padding=1,
                       use_bias=False,
                       bn_use_global_stats=False,
                       dropout_prob=0.0,
                       **kwargs):
    return DropConvBlock(
        in_channels=in_channels,
        out_channels=out_channels,
        kernel_size=3,
        strides=strides,
        padding=padding,
        use_bias=use_bias,
        bn_use_global_stats=bn_use_global_stats,
        dropout_prob=dropout_prob,
        **kwargs)


class FractalBlock(HybridBlock):
    def __init__(self,
                 in_channels,
                 out_channels,
                 num_columns,
                 loc_drop_prob,
                 dropout_prob,
                 **kwargs):
        super(FractalBlock, self).__init__(**kwargs)
        assert (num_columns >= 1)
        self.num_columns = num_columns
        self.loc_drop_prob = loc_drop_prob

        with self.name_scope():
            self.blocks = nn.HybridSequential(prefix="")
            depth = 2 ** (num_columns - 1)
            for i in range(depth):
                level_block_i = nn.HybridSequential(prefix='block{}_'.format(i + 1))
                for j in range(self.num_columns):
                    column_step_j = 2 ** j
                    if (i + 1) % column_step_j == 0:
                        in_channels_ij = in_channels if (i + 1 == column_step_j) else out_channels
                        level_block_i.add(drop_conv3x3_block(
                            in_channels=in_channels_ij,
                            out_channels=out_channels,
                            dropout_prob=dropout_prob))
                self.blocks.add(level_block_i)

    @staticmethod
    def calc_drop_mask(batch_size,
                       glob_num_columns,
                       curr_num_columns,
                       max_num_columns,
                       loc_drop_prob):
        glob_batch_size = glob_num_columns.shape[0]
        glob_drop_mask = np.zeros((curr_num_columns, glob_batch_size), dtype=np.float32)
        glob_drop_num_columns = glob_num_columns - (max_num_columns - curr_num_columns)
        glob_drop_indices = np.where(glob_drop_num_columns >= 0)[0]
        glob_drop_mask[glob_drop_num_columns[glob_drop_indices], glob_drop_indices] = 1.0

        loc_batch_size = batch_size - glob_batch_size
        loc_drop_mask = np.random.binomial(
            n=1,
            p=(1.0 - loc_drop_prob),
            size=(curr_num_columns, loc_batch_size)).astype(np.float32)
        alive_count = loc_drop_mask.sum(axis=0)
        dead_indices = np.where(alive_count == 0.0)[0]
        loc_drop_mask[np.random.randint(0, curr_num_columns, size=dead_indices.shape), dead_indices] = 1.0

        drop_mask = np.concatenate((glob_drop_mask, loc_drop_mask), axis=1)
        return drop_mask

    @staticmethod
    def join_outs(F,
                  raw_outs,
                  glob_num_columns,
                  num_columns,
                  loc_drop_prob,
                  training):
        curr_num_columns = len(raw_outs)
        out = F.stack(*raw_outs, axis=0)
        assert (out.shape[0] == curr_num_columns)

        if training:
            batch_size = out.shape[1]
            batch_mask = FractalBlock.calc_drop_mask(
                batch_size=batch_size,
                glob_num_columns=glob_num_columns,
                curr_num_columns=curr_num_columns,
                max_num_columns=num_columns,
                loc_drop_prob=loc_drop_prob)
            batch_mask = mx.nd.array(batch_mask, ctx=out.context)
            assert (batch_mask.shape[0] == curr_num_columns)
            assert (batch_mask.shape[1] == batch_size)
            batch_mask = batch_mask.expand_dims(2).expand_dims(3).expand_dims(4)
            masked_out = out * batch_mask
            num_alive = batch_mask.sum(axis=0).asnumpy()
            num_alive[num_alive == 0.0] = 1.0
            num_alive = mx.nd.array(num_alive, ctx=out.context)
            out = masked_out.sum(axis=0) / num_alive
        else:
            out = out.mean(axis=0)

        return out

    def hybrid_forward(self, F, x, glob_num_columns):
        outs = [x] * self.num_columns

        for level_block_i in self.blocks._children.values():
            outs_i = []

            for j, block_ij in enumerate(level_block_i._children.values()):
                input_i = outs[j]
                outs_i.append(block_ij(input_i))

            joined_out = FractalBlock.join_outs(
                F=F,
                raw_outs=outs_i[::-1],
                glob_num_columns=glob_num_columns,
                num_columns=self.num_columns,
                loc_drop_prob=self.loc_drop_prob,
                training=mx.autograd.is_training())

            len_level_block_i = len(level_block_i._children.values())
            for j in range(len_level_block_i):
                outs[j] = joined_out

        return outs[0]


class Net(FractalBlock):
    def __init__(self):
        super(Net, self).__init__(in_channels=3, out_channels=4, num_columns=3, loc_drop_prob=0.15,
                                  dropout_prob=0.1)
